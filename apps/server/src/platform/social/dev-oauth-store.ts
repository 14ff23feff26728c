import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { devOauthCodes, devOauthIdentities } from '../schema.ts';
import type { SocialIdentity, SocialProviderId } from './social.ts';

export const DEV_CODE_TTL_SECONDS = 300;

export interface DevIdentityRow {
  id: number;
  subject: string;
  nickname: string;
  avatar: string | null;
}

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

export async function listDevIdentities(
  db: Db,
  provider: SocialProviderId,
  limit = 100,
): Promise<DevIdentityRow[]> {
  return db
    .select({
      id: devOauthIdentities.id,
      subject: devOauthIdentities.subject,
      nickname: devOauthIdentities.nickname,
      avatar: devOauthIdentities.avatar,
    })
    .from(devOauthIdentities)
    .where(eq(devOauthIdentities.provider, provider))
    .orderBy(desc(devOauthIdentities.id))
    .limit(limit);
}

export async function findDevIdentity(
  db: Db,
  provider: SocialProviderId,
  id: number,
): Promise<DevIdentityRow | null> {
  const [row] = await db
    .select({
      id: devOauthIdentities.id,
      subject: devOauthIdentities.subject,
      nickname: devOauthIdentities.nickname,
      avatar: devOauthIdentities.avatar,
    })
    .from(devOauthIdentities)
    .where(and(eq(devOauthIdentities.provider, provider), eq(devOauthIdentities.id, id)));
  return row ?? null;
}

/** A new test identity; the subject looks like a provider id but says where it came from. */
export async function createDevIdentity(
  db: Db,
  provider: SocialProviderId,
  nickname: string,
): Promise<DevIdentityRow> {
  const subject = `dev-${provider}-${randomBytes(12).toString('hex')}`;
  const [row] = await db.insert(devOauthIdentities).values({ provider, subject, nickname }).returning({
    id: devOauthIdentities.id,
    subject: devOauthIdentities.subject,
    nickname: devOauthIdentities.nickname,
    avatar: devOauthIdentities.avatar,
  });
  return row!;
}

/** A one-time code for the callback, valid 5 minutes; only its hash is stored. */
export async function issueDevCode(db: Db, identityId: number): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await db.delete(devOauthCodes).where(lt(devOauthCodes.expiresAt, sql`now()`));
  await db.insert(devOauthCodes).values({
    codeHash: hash(code),
    identityId,
    expiresAt: sql`now() + make_interval(secs => ${DEV_CODE_TTL_SECONDS})`,
  });
  return code;
}

/** Consumes a code (a second exchange of the same code fails); null when unknown, used, expired or of another provider. */
export async function consumeDevCode(
  db: Db,
  provider: SocialProviderId,
  code: string,
): Promise<SocialIdentity | null> {
  if (code.length > 128) return null;
  const [used] = await db
    .delete(devOauthCodes)
    .where(and(eq(devOauthCodes.codeHash, hash(code)), gt(devOauthCodes.expiresAt, sql`now()`)))
    .returning({ identityId: devOauthCodes.identityId });
  if (!used) return null;
  const identity = await findDevIdentity(db, provider, used.identityId);
  return identity
    ? { provider, subject: identity.subject, nickname: identity.nickname, avatar: identity.avatar }
    : null;
}
