import { M } from '@app/contract/web';

const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const JPG_TYPES = ['image/jpeg', 'image/jpg'];

/** The avatar check done before uploading (001 §5): JPG only, under 2MB. Null when acceptable. */
export function avatarFileError(file: { type: string; size: number; name?: string }): string | null {
  // Some systems leave the type empty; then the extension decides.
  const isJpg = JPG_TYPES.includes(file.type) || (file.type === '' && /\.jpe?g$/i.test(file.name ?? ''));
  if (!isJpg) return M.avatarNotJpg;
  if (file.size >= AVATAR_MAX_BYTES) return M.avatarTooLarge;
  return null;
}
