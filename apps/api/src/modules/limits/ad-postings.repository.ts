import type { Database } from '@carmarket/db/client';
import { countPostings } from './ad-postings';

/** The ads users submitted, per calendar day in Sri Lanka (decision 098). */
export function createAdPostingsRepository(db: Database) {
  return {
    /** How many ads the user submitted since `since`, deleted and rejected ones included. */
    countSince(userId: number, since: Date): Promise<number> {
      return countPostings(db, userId, since);
    },
  };
}

export type AdPostingsRepository = ReturnType<typeof createAdPostingsRepository>;
