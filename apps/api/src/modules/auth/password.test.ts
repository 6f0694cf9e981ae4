import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses argon2id with 19 MiB, 2 passes and 1 lane', async () => {
    const hashed = await hashPassword('correct horse battery');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verifies the right password and refuses a wrong or malformed one', async () => {
    const hashed = await hashPassword('correct horse battery');
    expect(await verifyPassword(hashed, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hashed, 'correct horse battery!')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });
});
