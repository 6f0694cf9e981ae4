import { createHmac } from 'node:crypto';

/** The `app_secrets` key under which client addresses are hashed wherever one is kept. */
export const ADDRESS_KEY_NAME = 'client-addresses';

/**
 * A client address as it may be stored: HMAC-SHA256 with a key of the server's. A plain SHA-256
 * of an IPv4 address is reversed by hashing all four billion; without the key nothing can be.
 */
export function addressDigest(key: string, address: string): string {
  return createHmac('sha256', key).update(address).digest('base64url');
}
