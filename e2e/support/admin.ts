import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiOk, SAME_ORIGIN_STATIC, uniquePhone, type Answer } from './api.ts';
import { baseURL } from './browser.ts';
import { affordableCourse, balanceOf, paidRecharge } from './commerce.ts';
import { apiToken, createMember, type Member } from './members.ts';
import { runOperatorCommand } from './operator.ts';

/** The demo staff of each role (apps/server/src/slices/admin/demo-staff.ts; README's demo accounts). */
export const STAFF = {
  admin: { phone: '13900000001', password: 'Admin@123456', name: '管理员老周' },
  reviewer: { phone: '13900000002', password: 'Admin@123456', name: '审核员小李' },
  finance: { phone: '13900000003', password: 'Admin@123456', name: '财务小王' },
  editor: { phone: '13900000004', password: 'Admin@123456', name: '编辑小张' },
} as const;
export interface StaffAccount {
  phone: string;
  password: string;
  name: string;
}

/**
 * A staff account of its own for a test that changes the account itself (two-step verification): created
 * with `npm run admin:create`, the way the first staff of a site are, so the demo staff stay as they are.
 */
export function createStaffAccount(role: 'admin' | 'reviewer' | 'finance' | 'editor'): StaffAccount {
  const phone = uniquePhone();
  const account = { phone, password: 'Staff@123456', name: `员工${phone.slice(-4)}` };
  const run = runOperatorCommand('admin:create', [
    ...['--phone', phone, '--name', account.name],
    ...['--password', account.password, '--role', role],
  ]);
  expect(run.status, run.output).toBe(0);
  return account;
}

/** A staff session through the API (as the /admin/login page gets it). */
export async function staffToken(account: StaffAccount): Promise<string> {
  const { token } = await apiOk<{ token: string }>('POST', '/api/admin/auth/login', {
    phone: account.phone,
    password: account.password,
  });
  return token;
}

/**
 * Signs a staff member in the way the login page does: the answer's HttpOnly admin cookie lands in the
 * browser context, the token and staff card in the admin app's own storage keys (never the member's).
 */
export async function signInStaff(page: Page, account: StaffAccount): Promise<string> {
  const response = await page.context().request.post(`${baseURL()}/api/admin/auth/login`, {
    data: { phone: account.phone, password: account.password },
  });
  const answer = (await response.json()) as Answer<{ token: string; staff: unknown }>;
  if (answer.code !== 200) throw new Error(`staff login failed: ${answer.msg}`);
  await page.goto(SAME_ORIGIN_STATIC);
  await page.evaluate(
    ([token, staff]) => {
      localStorage.setItem('AdminAuthorization', `Bearer ${token}`);
      localStorage.setItem('AdminStaffInfo', JSON.stringify(staff));
    },
    [answer.data.token, answer.data.staff] as const,
  );
  return answer.data.token;
}

/** A new member who recharged 300 光子 (sandbox cashier) and bought a paid course with them. */
export async function memberWithPaidCourse(): Promise<{
  member: Member;
  token: string;
  courseId: number;
  payable: number;
  balanceBefore: number;
}> {
  const member = await createMember();
  const token = await apiToken(member.phone, member.password);
  await paidRecharge(token, 300);
  const balanceBefore = await balanceOf(token);
  const course = await affordableCourse(token, balanceBefore);
  await apiOk('POST', '/api/neworder/store', { product_id: course.id, product_type: 1 }, token);
  return { member, token, courseId: course.id, payable: course.payable, balanceBefore };
}

/** A new member who recharged 100 光子 (sandbox cashier) and bought the monthly VIP (30 光子 by default). */
export async function memberWithVip(): Promise<{ member: Member; token: string }> {
  const member = await createMember();
  const token = await apiToken(member.phone, member.password);
  await paidRecharge(token, 100);
  await apiOk('POST', '/api/ai/buy', { price: 30 }, token);
  return { member, token };
}

/** Whether the member holds the course (the course page's `purchase`). */
export async function holdsCourse(token: string, courseId: number): Promise<boolean> {
  const detail = await apiOk<{ course: { purchase: number } }>(
    'GET',
    `/api/courses/${courseId}?task_id=0`,
    undefined,
    token,
  );
  return detail.course.purchase === 1;
}
