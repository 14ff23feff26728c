import { accountMessages, fillMessage, M } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import { type SocialIdentity, socialProviderLabels } from '../../platform/social/social.ts';
import { isUniqueViolation } from './find-member.ts';
import { socialAccounts } from './schema.ts';

/** The member bound to a social identity, refreshing the nickname and avatar kept with the binding. */
export async function findSocialMember(db: DbOrTx, identity: SocialIdentity): Promise<number | null> {
  const [row] = await db
    .update(socialAccounts)
    .set({ nickname: identity.nickname.slice(0, 64), avatar: identity.avatar })
    .where(and(eq(socialAccounts.provider, identity.provider), eq(socialAccounts.subject, identity.subject)))
    .returning({ userId: socialAccounts.userId });
  return row?.userId ?? null;
}

/**
 * Binds a social identity to a member. Binding the same identity again succeeds; an identity bound to
 * someone else, or a second identity of the same provider for this member, is refused.
 */
export async function bindSocialIdentity(
  db: DbOrTx,
  userId: number,
  identity: SocialIdentity,
): Promise<void> {
  const owner = await findSocialMember(db, identity);
  if (owner === userId) return;
  if (owner !== null) throw refuse(M.socialAlreadyBoundOther);
  const [own] = await db
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, identity.provider)));
  if (own)
    throw refuse(
      fillMessage(accountMessages.socialAlreadyBoundSelf, {
        provider: socialProviderLabels[identity.provider],
      }),
    );
  try {
    await db.insert(socialAccounts).values({
      userId,
      provider: identity.provider,
      subject: identity.subject,
      nickname: identity.nickname.slice(0, 64),
      avatar: identity.avatar,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(M.socialAlreadyBoundOther);
    throw error;
  }
}
