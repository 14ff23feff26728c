import type { PublicUser, User } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countUnreadReplies } from '../community/replies-to-member.ts';
import { formatChinaDateTime } from './china-time.ts';
import type { MemberRow } from './find-member.ts';
import { socialAccounts } from './schema.ts';

/** The member as GET /api/user and the login answer show it. Hashes and secrets never leave here. */
export async function presentUser(db: DbOrTx, row: MemberRow): Promise<User> {
  const [bindings, waitRead] = await Promise.all([
    db
      .select({ provider: socialAccounts.provider })
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, row.id)),
    countUnreadReplies(db, row.id),
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
    integral: Math.round(Number(row.integral) * 100) / 100,
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
