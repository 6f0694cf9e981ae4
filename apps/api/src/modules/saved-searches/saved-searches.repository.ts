import { and, asc, count, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { cities, savedSearchAlerts, savedSearches, users, vehicles } from '@carmarket/db/schema';
import type { SavedSearchFrequency, SavedSearchParams } from '@carmarket/shared/saved-search';
import { isLive } from '../listings/listing-visibility';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export interface AlertedAd {
  id: number;
  title: string;
  price: number;
  yom: number;
  mileage: number;
  city: string;
}

export function createSavedSearchesRepository(db: Database) {
  const owned = (userId: number, id: number) =>
    and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

  return {
    /** The user's saved searches, newest first. */
    list(userId: number): Promise<SavedSearchRow[]> {
      return db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    },

    /**
     * Saves a search unless the user has `max` already; null then. The user's row is locked
     * first, so two saves at once cannot both see room for one more.
     */
    async create(options: {
      userId: number;
      name: string;
      frequency: SavedSearchFrequency;
      params: SavedSearchParams;
      max: number;
      now: Date;
    }): Promise<number | null> {
      const { userId, name, frequency, params, max, now } = options;
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [held] = await tx
          .select({ n: count() })
          .from(savedSearches)
          .where(eq(savedSearches.userId, userId));
        if (Number(held?.n ?? 0) >= max) return null;
        const [row] = await tx
          .insert(savedSearches)
          .values({ userId, name, frequency, params, createdAt: now, lastSeenAt: now })
          .returning({ id: savedSearches.id });
        return row?.id ?? null;
      });
    },

    /** Changes what is given of the user's saved search; false when it is not theirs. */
    async update(options: {
      userId: number;
      id: number;
      changes: Partial<Pick<SavedSearchRow, 'name' | 'frequency' | 'params' | 'lastSeenAt'>>;
    }): Promise<boolean> {
      const rows = await db
        .update(savedSearches)
        .set(options.changes)
        .where(owned(options.userId, options.id))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    async remove(options: { userId: number; id: number }): Promise<boolean> {
      const rows = await db
        .delete(savedSearches)
        .where(owned(options.userId, options.id))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /** Every saved search (of one frequency), oldest first: what the alert job matches. */
    listAll(frequency?: SavedSearchFrequency): Promise<SavedSearchRow[]> {
      return db
        .select()
        .from(savedSearches)
        .where(frequency ? eq(savedSearches.frequency, frequency) : undefined)
        .orderBy(asc(savedSearches.id));
    },

    /** Ads that went live (were approved) in `(since, until]` and are still live now. */
    async wentLive(options: { since: Date; until: Date; now: Date }): Promise<number[]> {
      const rows = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(
          and(
            gt(vehicles.approvedAt, options.since),
            lte(vehicles.approvedAt, options.until),
            isLive(options.now),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** What an alert e-mail says of each ad, in the order of `ids`. */
    async adsForAlert(ids: number[]): Promise<AlertedAd[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: vehicles.id,
          title: vehicles.title,
          price: vehicles.price,
          yom: vehicles.yom,
          mileage: vehicles.mileage,
          city: cities.name,
        })
        .from(vehicles)
        .innerJoin(cities, eq(cities.id, vehicles.cityId))
        .where(inArray(vehicles.id, ids));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** Forgets alert records, when the e-mail that told of them could not be queued. */
    async forgetAlerted(savedSearchId: number, vehicleIds: number[]): Promise<void> {
      if (vehicleIds.length === 0) return;
      await db
        .delete(savedSearchAlerts)
        .where(
          and(
            eq(savedSearchAlerts.savedSearchId, savedSearchId),
            inArray(savedSearchAlerts.vehicleId, vehicleIds),
          ),
        );
    },

    /** The owner's address and name, for the alert e-mail. */
    async owner(userId: number): Promise<{ id: number; name: string; email: string } | undefined> {
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Which of the ads each saved search has already alerted its owner about. */
    async alerted(vehicleIds: number[]): Promise<Map<number, Set<number>>> {
      const bySearch = new Map<number, Set<number>>();
      if (vehicleIds.length === 0) return bySearch;
      const rows = await db
        .select({
          savedSearchId: savedSearchAlerts.savedSearchId,
          vehicleId: savedSearchAlerts.vehicleId,
        })
        .from(savedSearchAlerts)
        .where(inArray(savedSearchAlerts.vehicleId, vehicleIds));
      for (const row of rows) {
        const ids = bySearch.get(row.savedSearchId) ?? new Set<number>();
        ids.add(row.vehicleId);
        bySearch.set(row.savedSearchId, ids);
      }
      return bySearch;
    },

    /**
     * Records that the owner was told about these ads for this saved search (the alert job calls
     * it as it sends). Returns the ads not recorded before: a second job run sending the same ad
     * learns here that it must not.
     */
    async recordAlerted(
      savedSearchId: number,
      vehicleIds: number[],
      now: Date = new Date(),
    ): Promise<number[]> {
      if (vehicleIds.length === 0) return [];
      const rows = await db
        .insert(savedSearchAlerts)
        .values(vehicleIds.map((vehicleId) => ({ savedSearchId, vehicleId, alertedAt: now })))
        .onConflictDoNothing()
        .returning({ vehicleId: savedSearchAlerts.vehicleId });
      return rows.map((row) => row.vehicleId);
    },
  };
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
