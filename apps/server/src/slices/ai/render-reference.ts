import { Code, RenderLimits, renderMessages } from '@app/contract';
import { refuse } from '../../kernel/errors/index.ts';
import { memberUploadKey } from '../account/index.ts';
import { decodeImage, imageSize, sniffImage } from '../../platform/ai/render-image.ts';
import type { ReferenceImage } from '../../platform/ai/render-provider.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';

/** A reference image must not need more than this many pixels decoded (the preview and GPUs resize it anyway). */
export const REFERENCE_MAX_PIXELS = 40_000_000;

/**
 * The storage key of a style or shape reference (002 §7's image1 / image2: the filename POST /api/upload
 * answered), checked for this use: the member's own upload, still stored, and a picture the backends can
 * take — a JPEG or PNG by its bytes, at most 10 MB, whose header size is sane (≤ 8192 px a side and
 * 40 MP) and which decodes whole. Anything else is refused with the reference messages.
 */
export async function referenceKey(storage: ObjectStorage, userId: number, name: string): Promise<string> {
  const key = memberUploadKey(name, userId);
  const stored = key ? await storage.head(key) : null;
  if (!key || !stored) throw refuse(renderMessages.imageInvalid, Code.invalid);
  if (stored.size > RenderLimits.referenceMaxBytes)
    throw refuse(renderMessages.referenceTooLarge, Code.invalid);
  checkReferenceBytes(await readAll(storage, key));
  return key;
}

function checkReferenceBytes(bytes: Buffer): void {
  const kind = sniffImage(bytes);
  if (!kind) throw refuse(renderMessages.referenceType, Code.invalid);
  const dimensions = imageSize(bytes, kind);
  if (!dimensions || dimensions.width < 1 || dimensions.height < 1)
    throw refuse(renderMessages.referenceBroken, Code.invalid);
  const { width, height } = dimensions;
  if (
    width > RenderLimits.referenceMaxSide ||
    height > RenderLimits.referenceMaxSide ||
    width * height > REFERENCE_MAX_PIXELS
  )
    throw refuse(renderMessages.referenceTooWide, Code.invalid);
  try {
    decodeImage(bytes, REFERENCE_MAX_PIXELS);
  } catch {
    throw refuse(renderMessages.referenceBroken, Code.invalid);
  }
}

async function readAll(storage: ObjectStorage, key: string): Promise<Buffer> {
  const object = await storage.get(key);
  if (!object) throw refuse(renderMessages.imageInvalid, Code.invalid);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Where a job's reference is stored: jobs queued before keys were kept name the private old form. */
export const referenceStorageKey = (name: string) =>
  name.startsWith('public/') || name.startsWith('private/') ? name : `private/${name}`;

/** Reads a stored reference for the backend. */
export async function loadReference(
  storage: ObjectStorage,
  key: string,
  weight: number,
): Promise<ReferenceImage> {
  const object = await storage.get(key);
  if (!object) throw new Error(`参考图不存在：${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body as AsyncIterable<Buffer>) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  return { bytes, contentType: sniffImage(bytes) === 'png' ? 'image/png' : 'image/jpeg', weight };
}
