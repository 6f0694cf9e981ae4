import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) at OWASP's first recommended setting: 19 MiB of
 * memory, 2 passes, 1 lane.
 */
const ARGON2_OPTIONS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON2_OPTIONS);
}

export function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  return verify(passwordHash, plain).catch(() => false);
}
