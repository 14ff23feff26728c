import type { StaffRole } from '@app/contract';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { hashSecret } from '../account/index.ts';
import { staff } from './schema.ts';

/** One demo staff account per role (outside production only; README's demo accounts table lists them). */
export const DEMO_STAFF: { phone: string; name: string; role: StaffRole }[] = [
  { phone: '13900000001', name: '管理员老周', role: 'admin' },
  { phone: '13900000002', name: '审核员小李', role: 'reviewer' },
  { phone: '13900000003', name: '财务小王', role: 'finance' },
  { phone: '13900000004', name: '编辑小张', role: 'editor' },
];
export const DEMO_STAFF_PASSWORD = 'Admin@123456';

/**
 * Adds the demo staff accounts that are missing (by phone), so databases made before they existed get them
 * too. Never called in production (the demo data's caller checks).
 */
export async function ensureDemoStaff(db: DbOrTx): Promise<number> {
  const phones = DEMO_STAFF.map((s) => s.phone);
  const present = new Set(
    (await db.select({ phone: staff.phone }).from(staff).where(inArray(staff.phone, phones))).map(
      (r) => r.phone,
    ),
  );
  const missing = DEMO_STAFF.filter((s) => !present.has(s.phone));
  if (!missing.length) return 0;
  const passwordHash = await hashSecret(DEMO_STAFF_PASSWORD);
  const added = await db
    .insert(staff)
    .values(missing.map((s) => ({ ...s, passwordHash })))
    .onConflictDoNothing()
    .returning({ id: staff.id });
  return added.length;
}
