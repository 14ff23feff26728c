import { chinaDateKey } from '@app/contract';
import { eq } from 'drizzle-orm';
import { directUploads } from './uploads-table.ts';

/** Who uploads: a member (the creators' uploader) or a staff account (the back office). */
export type UploadOwner = { kind: 'member'; id: number } | { kind: 'staff'; id: number };

export const memberOwner = (id: number): UploadOwner => ({ kind: 'member', id });
export const staffOwner = (id: number): UploadOwner => ({ kind: 'staff', id });

/** The owner's rows: the one owner column that is set. */
export const ownedBy = (owner: UploadOwner) =>
  owner.kind === 'member' ? eq(directUploads.userId, owner.id) : eq(directUploads.staffId, owner.id);

/** The owner columns of a new row. */
export const ownerColumns = (owner: UploadOwner) =>
  owner.kind === 'member' ? { userId: owner.id, staffId: null } : { userId: null, staffId: owner.id };

const PUBLIC_PREFIX = 'public/';

/** The member's own upload directory (001 §7: clients/uploads/{date}/…, here with the member's id first). */
export const memberUploadPrefix = (userId: number) => `clients/uploads/${userId}/`;

/** Staff uploads live apart from members' (a member's key can never name a staff file, nor the reverse). */
export const staffUploadPrefix = (staffId: number) => `admin/uploads/${staffId}/`;

const ownerPrefix = (owner: UploadOwner) =>
  owner.kind === 'member' ? memberUploadPrefix(owner.id) : staffUploadPrefix(owner.id);

/**
 * The object name of a new upload: images are public (covers shown to everyone once approved), every
 * other file is private and served only through signed links.
 */
export function uploadKey(
  owner: UploadOwner,
  purpose: string,
  fileName: string,
  nowMs: number,
  options: { providerUploads?: boolean } = {},
): string {
  // With STS credentials out (storage.directUpload), anyone holding them may write under clients/uploads/,
  // so the platform's own uploads for members go where they cannot (001's prefix is then the browsers').
  const prefix =
    options.providerUploads && owner.kind === 'member' ? `members/${owner.id}/uploads/` : ownerPrefix(owner);
  const base = `${prefix}${chinaDateKey(nowMs).replace(/-/g, '')}/${nowMs}${fileName}`;
  return purpose === 'image' ? PUBLIC_PREFIX + base : base;
}

/** How long part URLs (and creators' /api/oss tokens) live: long enough for a part, useless when leaked later. */
export const UPLOAD_URL_SECONDS = 15 * 60;
