import { STAFF_ROLES, type StaffRole } from '@app/contract';

/** What `npm run admin:create` was asked to do, or why not (an empty error = print the usage). */
export type AdminCreateArgs =
  { phone: string; name: string; role: StaffRole; password: string | null } | { error: string };

/**
 * Parses `--phone P --name N [--password X] [--role admin|reviewer|finance|editor]` (also `--name=value`).
 * Without --password the tool reads it from standard input (so it stays out of the shell history).
 */
export function parseAdminCreateArgs(argv: string[]): AdminCreateArgs {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { error: '' };
    const match = /^--(phone|name|password|role)(?:=(.*))?$/.exec(arg);
    if (!match) return { error: `未知参数：${arg}` };
    const value = match[2] ?? argv[++i];
    if (value === undefined || value === '') return { error: `--${match[1]} 缺少值` };
    values[match[1]!] = value;
  }
  const { phone, name, password, role = 'admin' } = values;
  if (!phone) return { error: '缺少 --phone 手机号' };
  if (!name) return { error: '缺少 --name 姓名' };
  if (!(STAFF_ROLES as readonly string[]).includes(role))
    return { error: `--role 只能是 ${STAFF_ROLES.join('、')}，收到：${role}` };
  return { phone, name, role: role as StaffRole, password: password ?? null };
}
