import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with OWASP-recommended memory/time costs. */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashSecret(plain: string): Promise<string> {
  return hash(plain, options);
}

export async function verifySecret(hashed: string | null | undefined, plain: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

/** Security answers are compared after trimming (and ignoring case for Latin letters). */
export function normaliseAnswer(answer: string): string {
  return answer.trim().toLowerCase();
}
