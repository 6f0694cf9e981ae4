import type { Database } from '@carmarket/db/client';
import { createAccessTokens } from '../modules/auth/access-token';
import { createCredential, hashCredential } from '../modules/auth/session-credential';
import { createSessionsRepository } from '../modules/auth/sessions.repository';
import { createUser, createVehicle } from './factories';

/** One account of the chat benchmark: its id and an access token the servers accept. */
export interface BenchAccount {
  id: number;
  token: string;
}

/** A sender, the seller they write to, and the seller's live ad. */
export interface BenchPair {
  buyer: BenchAccount;
  seller: BenchAccount;
  vehicleId: number;
}

/**
 * The people of `npm run bench:chat` (scripts/bench-chat.mjs), written straight into the
 * database before the servers start (PGlite opens in one process only): `people` accounts with
 * confirmed addresses and verified mobile numbers (starting a conversation needs one, issue 36), each signed in as the app signs people in (a session, and a token signed
 * with `secret`, which the servers are given); the first `pairs` write to the next `pairs`, who
 * each have one live ad. Nobody registers through the API, so no limit is spent on it.
 */
export async function createChatBenchAccounts(options: {
  db: Database;
  secret: string;
  people: number;
  pairs: number;
}): Promise<{ accounts: BenchAccount[]; pairs: BenchPair[] }> {
  const { db, secret, people, pairs } = options;
  if (pairs * 2 > people) throw new Error('Each pair needs two of the people.');
  const sessions = createSessionsRepository(db);
  // Benchmark tokens outlive a run's few minutes, whatever ACCESS_TOKEN_TTL_SECONDS says.
  const tokens = createAccessTokens({ secret, ttlSeconds: 60 * 60 });
  const accounts: BenchAccount[] = [];
  for (let index = 0; index < people; index += 1) {
    const user = await createUser(db, {
      name: `Bench person ${index + 1}`,
      email: `bench-chat-${Date.now()}-${index}@example.lk`,
      phoneVerifiedAt: new Date(),
    });
    const sessionHash = hashCredential(createCredential());
    await sessions.open({ credentialHash: sessionHash, userId: user.id, now: new Date() });
    accounts.push({ id: user.id, token: await tokens.issue({ userId: user.id, sessionHash }) });
  }
  const pairsMade: BenchPair[] = [];
  for (let index = 0; index < pairs; index += 1) {
    const buyer = accounts[index]!;
    const seller = accounts[pairs + index]!;
    const vehicle = await createVehicle(db, { userId: seller.id });
    pairsMade.push({ buyer, seller, vehicleId: vehicle.id });
  }
  return { accounts, pairs: pairsMade };
}
