import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Code, RenderLimits, renderMessages } from '@app/contract';
import { refuse } from '../../kernel/errors/index.ts';
import { decodeImage, imageSize, sniffImage } from '../../platform/ai/render-image.ts';
import type { ReferenceImage } from '../../platform/ai/render-provider.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';

/** A reference image must not need more than this many pixels decoded (the preview and GPUs resize it anyway). */
export const REFERENCE_MAX_PIXELS = 40_000_000;

const NAME = /^ai-render\/refs\/(\d+)\/[A-Za-z0-9_-]{22}\.(jpg|png)$/;

/**
 * POST /api/upload?type=render: a style or shape reference. Read up to the size limit (never more into
 * memory), accepted only when its bytes are a JPEG or PNG whose header size is sane and which decodes
 * whole — whatever the file's name or declared type. Stored privately under the member's id; answers the
 * file name a generate sends back as image1 / image2.
 */
export async function storeRenderReference(
  storage: ObjectStorage,
  userId: number,
  stream: Readable & { truncated?: boolean },
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= RenderLimits.referenceMaxBytes) chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  const kind = sniffImage(bytes);
  if (!kind) throw refuse(renderMessages.referenceType, Code.invalid);
  if (size > RenderLimits.referenceMaxBytes || stream.truncated)
    throw refuse(renderMessages.referenceTooLarge, Code.invalid);
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
  const extension = kind === 'png' ? 'png' : 'jpg';
  const name = `ai-render/refs/${userId}/${randomBytes(16).toString('base64url')}.${extension}`;
  await storage.put(`private/${name}`, bytes, { contentType: kind === 'png' ? 'image/png' : 'image/jpeg' });
  return name;
}

/** The storage key of a reference this member uploaded, or a refusal (another member's, unknown, gone). */
export async function referenceKey(storage: ObjectStorage, userId: number, name: string): Promise<string> {
  const match = NAME.exec(name.replace(/^\/?files\/private\//, ''));
  if (!match || Number(match[1]) !== userId) throw refuse(renderMessages.imageInvalid, Code.invalid);
  const key = `private/${match[0]}`;
  if (!(await storage.exists(key))) throw refuse(renderMessages.imageInvalid, Code.invalid);
  return key;
}

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
