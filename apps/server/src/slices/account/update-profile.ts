import { accountMessages, AVATAR_PATH_PATTERN, Code, type ProfileField } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import { plainText } from '../../platform/html/plain-text.ts';
import { sanitizeHtml } from '../../platform/html/sanitize-html.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { type ProfileColumn, setMemberProfile } from '../../kernel/members/index.ts';
import { checkAvatarUpload } from './store-upload.ts';

const columns = {
  name: 'name',
  sex: 'sex',
  sign: 'sign',
  intro: 'intro',
  occupation: 'occupation',
  wechat: 'wechat',
  qq: 'qq',
  avatar: 'avatar',
} as const satisfies Record<ProfileField, ProfileColumn>;

/**
 * Saves one profile field; the value was already checked by the contract (profileFieldError). An avatar
 * must be the member's own upload (a JPEG under 2 MB) or an avatar stored earlier under public/avatars/, and
 * is kept as its path '/files/<key>', so an arbitrary outside URL can never become an avatar. The intro is HTML (000 §2.14 renders it so), stored
 * after the site's one allowlist, as comments' neighbours news and creators' intros are; one with nothing
 * left to show once cleaned is refused as empty.
 */
export async function updateProfileField(
  db: DbOrTx,
  storage: ObjectStorage,
  userId: number,
  type: ProfileField,
  value: string,
): Promise<void> {
  let stored = value;
  if (type === 'intro') {
    stored = sanitizeHtml(value).trim();
    if (!plainText(stored).trim() && !/<img\b/i.test(stored))
      throw refuse(accountMessages.introEmpty, Code.invalid);
  }
  if (type === 'avatar') {
    const path = AVATAR_PATH_PATTERN.exec(value)?.[1];
    if (!path) throw refuse(accountMessages.avatarMissingFile);
    // An avatar stored before uploads were one call is already checked; an upload is checked for this use.
    const key = path.startsWith('public/avatars/')
      ? (await storage.exists(path)) && path
      : await checkAvatarUpload(storage, userId, value);
    if (!key) throw refuse(accountMessages.avatarMissingFile);
    stored = `/files/${key}`;
  }
  await setMemberProfile(db, userId, columns[type], stored);
}
