import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { appSecrets } from '@carmarket/db/schema';

/**
 * Keys kept in the database (`app_secrets`), each made on first use by whichever process asks
 * first: the same for every process and across restarts, with nothing to configure (decision
 * 081). Signed links, signed cookies and keyed hashes each use a key of their own name.
 */
export function createAppSecretsRepository(db: Database) {
  const read = async (name: string) => {
    const [row] = await db
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, name));
    return row?.value;
  };

  return {
    /** The key called `name`: 32 random bytes, base64url. */
    async get(name: string): Promise<string> {
      const kept = await read(name);
      if (kept !== undefined) return kept;
      // Two processes asking first at once: one insert wins, both read the winner's key.
      await db
        .insert(appSecrets)
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const made = await read(name);
      if (made === undefined) throw new Error(`secret ${name} not stored`);
      return made;
    },
  };
}

export type AppSecretsRepository = ReturnType<typeof createAppSecretsRepository>;
