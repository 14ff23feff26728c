import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

/**
 * A pass-through stream that hashes and counts what flows through it: put it in a pipeline between the source
 * and where the bytes go, read `digest()` and `size` once the pipeline has finished.
 */
export function measuringStream(algorithm: 'md5' | 'sha256') {
  const hash = createHash(algorithm);
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  return {
    stream,
    get size() {
      return size;
    },
    digest: () => hash.digest('hex'),
  };
}
