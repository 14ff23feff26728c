import { inArray } from 'drizzle-orm';
import { users } from '../kernel/members/index.ts';
import { hashSecret, normaliseAnswer } from '../slices/account/index.ts';
import { avatarSvg } from './images.ts';
import { DEMO_PASSWORD, DEMO_SECURITY_ANSWERS, teacherSpecs } from './content/people.ts';
import { daysBefore, type SeedContext } from './seed-context.ts';

export interface DemoPeople {
  memberId: number;
  creatorId: number;
  vipId: number;
  /** Teacher key (see content/people.ts) → user id and name. */
  teachers: Map<string, { id: number; name: string }>;
}

type NewUser = typeof users.$inferInsert;

/** Storage keys stay ASCII: a name becomes its code points in hex. */
export function encodeName(name: string): string {
  return [...name].map((c) => c.codePointAt(0)!.toString(16)).join('-');
}

/**
 * The three demo accounts and the teachers who author the demo courses. Passwords and security answers
 * are argon2id hashes made with the account slice's own hashSecret, so signing in works as for anyone.
 * A demo phone number somebody already registered is left alone and its account reused.
 */
export async function insertDemoPeople(ctx: SeedContext): Promise<DemoPeople> {
  const { db, files } = ctx;
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  const avatar = (name: string) => files.image(`avatars/${encodeName(name)}`, avatarSvg(name));

  const member: NewUser = {
    name: '设计小白',
    phone: '13800000001',
    email: 'demo1@example.com',
    emailVerifiedAt: daysBefore(30),
    passwordHash,
    avatar: avatar('设计小白'),
    sex: '2',
    sign: '正在学习参数化设计',
    intro: '建筑学在读，对参数化设计与 AI 渲染很感兴趣。',
    occupation: '建筑学学生',
    integral: '100.00',
    securityAnswers: {
      1: await hashSecret(normaliseAnswer(DEMO_SECURITY_ANSWERS[1])),
      2: await hashSecret(normaliseAnswer(DEMO_SECURITY_ANSWERS[2])),
      3: await hashSecret(normaliseAnswer(DEMO_SECURITY_ANSWERS[3])),
    },
  };
  const vip: NewUser = {
    name: '渲染达人',
    phone: '13800000003',
    passwordHash,
    avatar: avatar('渲染达人'),
    sex: '1',
    sign: '每天一张 AI 效果图',
    intro: '室内设计师，永久 VIP 会员，喜欢用 AI 快速出方案。',
    occupation: '室内设计师',
    vipPermanent: true,
  };
  const teachers: NewUser[] = teacherSpecs.map((t) => ({
    name: t.name,
    phone: t.phone ?? null,
    passwordHash: t.phone ? passwordHash : null,
    avatar: avatar(t.name),
    sign: t.sign,
    intro: t.intro,
    occupation: t.occupation,
    // Every teacher is a creator; the demo creator account also sees the '插件上传' link (bind).
    canUploadPlug: true,
    canUploadCourse: true,
    canUploadGoods: true,
    bind: t.key === 'param',
  }));

  const wanted = [member, vip, ...teachers];
  const phones = wanted.map((u) => u.phone).filter((p): p is string => !!p);
  const taken = new Map(
    (
      await db.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.phone, phones))
    ).map((u) => [u.phone, u.id]),
  );
  const fresh = wanted.filter((u) => !u.phone || !taken.has(u.phone));
  const inserted = fresh.length ? await db.insert(users).values(fresh).returning({ id: users.id }) : [];
  const ids = new Map<NewUser, number>(fresh.map((u, i) => [u, inserted[i]!.id]));
  const idOf = (u: NewUser) => ids.get(u) ?? taken.get(u.phone ?? '')!;

  const teacherMap = new Map(teacherSpecs.map((t, i) => [t.key, { id: idOf(teachers[i]!), name: t.name }]));
  return {
    memberId: idOf(member),
    vipId: idOf(vip),
    creatorId: teacherMap.get('param')!.id,
    teachers: teacherMap,
  };
}
