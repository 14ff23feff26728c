import { isPhone, STAFF_ROLES, staffPasswordProblem, type StaffRole } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import { hashSecret } from '../account/index.ts';
import { staff, type StaffRow } from './schema.ts';

export interface NewStaff {
  phone: string;
  name: string;
  role: StaffRole;
  password: string;
}

/** Why a new staff account cannot be made as asked, or null. */
export function newStaffProblem(input: NewStaff): string | null {
  if (!isPhone(input.phone)) return '手机号格式错误（11 位，以 1 开头）';
  const name = input.name.trim();
  if (!name || [...name].length > 32) return '姓名需为 1–32 个字符';
  if (!(STAFF_ROLES as readonly string[]).includes(input.role))
    return `角色只能是 ${STAFF_ROLES.join(' / ')}`;
  return staffPasswordProblem(input.password);
}

/** A staff account with an argon2id password hash; a phone already used by staff is refused. */
export async function createStaff(db: DbOrTx, input: NewStaff): Promise<StaffRow> {
  const problem = newStaffProblem(input);
  if (problem) throw refuse(problem);
  const [existing] = await db.select({ id: staff.id }).from(staff).where(eq(staff.phone, input.phone));
  if (existing) throw refuse(`手机号 ${input.phone} 已是后台账号`);
  const [row] = await db
    .insert(staff)
    .values({
      phone: input.phone,
      name: input.name.trim(),
      role: input.role,
      passwordHash: await hashSecret(input.password),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw refuse(`手机号 ${input.phone} 已是后台账号`);
  return row;
}
