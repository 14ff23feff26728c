import { constants, crc32, deflateRawSync } from 'node:zlib';
import { GZIP_OPTIONS } from '../http/compression.ts';

/**
 * A cached page's gzip with each reply's CSP nonce, without compressing the page per reply.
 *
 * The page is cut at the nonce's places. Each static part is deflated once, on its own (a fresh deflater, so
 * nothing refers back into a nonce) and ended with a full flush (byte-aligned, not final); a reply writes its
 * nonce between them as a stored (uncompressed) deflate block, and wraps the whole in gzip's header and its
 * CRC-32 + length trailer (RFC 1951 §3.2.4, RFC 1952). Per reply that is a copy and a CRC over the page
 * (tens of microseconds for a 100 KB page) instead of ~4 ms of compression; the parts cost a few percent of
 * ratio against one stream, because a part cannot refer to the one before.
 *
 * Brotli has no such seam (its streams do not concatenate), so a nonce'd page goes out in gzip.
 */
export function nonceGzip(
  body: Buffer,
  offsets: readonly number[],
  nonceLength: number,
): (nonce: string) => Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (const at of offsets) {
    parts.push(body.subarray(from, at));
    from = at + nonceLength;
  }
  parts.push(body.subarray(from));
  const deflated = parts.map((part, index) =>
    deflateRawSync(part, {
      ...GZIP_OPTIONS,
      finishFlush: index === parts.length - 1 ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
    }),
  );
  return (nonce) => {
    const value = Buffer.from(nonce);
    if (value.length !== nonceLength) throw new Error('a CSP nonce has the length of the render nonce');
    const chunks: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    parts.forEach((part, index) => {
      crc = crc32(part, crc);
      chunks.push(deflated[index]!);
      if (index < parts.length - 1) {
        crc = crc32(value, crc);
        chunks.push(storedBlock(value));
      }
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(body.length % 2 ** 32, 4);
    chunks.push(trailer);
    return Buffer.concat(chunks);
  };
}

/** ID1 ID2, CM = deflate, no flags, no mtime, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);

/** A non-final stored block: header bits 000 padded to a byte, LEN and its one's complement, the bytes. */
function storedBlock(data: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt16LE(data.length, 1);
  head.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([head, data]);
}
