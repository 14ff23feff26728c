import { decimalToAmount, type PublicUser, type User, formatChinaDateTime } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { AccountPorts } from './account-ports.ts';
import type { MemberRow } from '../../kernel/members/index.ts';
import { socialAccounts } from './schema.ts';

/** The member as GET /api/user and the login answer show it. Hashes and secrets never leave here. */
export async function presentUser(db: DbOrTx, ports: AccountPorts, row: MemberRow): Promise<User> {
  const [bindings, waitRead] = await Promise.all([
    db
      .select({ provider: socialAccounts.provider })
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, row.id)),
    ports.countUnreadMessages(db, row.id),
  ]);
  const providers = new Set(bindings.map((b) => b.provider));
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    phone: row.phone,
    email: row.email,
    sex: (['0', '1', '2'].includes(row.sex) ? row.sex : '0') as User['sex'],
    sign: row.sign,
    intro: row.intro,
    occupation: row.occupation,
    wechat: row.wechat,
    qq: row.qq,
    integral: decimalToAmount(row.integral),
    wait_read: waitRead,
    plug: row.canUploadPlug,
    course: row.canUploadCourse,
    goods: row.canUploadGoods,
    bind: row.bind,
    is_pass: row.passwordHash !== null,
    is_problem: row.securityAnswers !== null,
    is_wechat: providers.has('weixinweb'),
    is_qq: providers.has('qq'),
    vip:
      row.vipPermanent || row.vipEndtime
        ? {
            permanent: row.vipPermanent,
            endtime: row.vipEndtime ? formatChinaDateTime(row.vipEndtime) : null,
          }
        : null,
    created_at: formatChinaDateTime(row.createdAt),
  };
}

export function presentPublicUser(row: Pick<MemberRow, 'id' | 'name' | 'avatar' | 'intro'>): PublicUser {
  return { id: row.id, name: row.name, avatar: row.avatar, intro: row.intro };
}
