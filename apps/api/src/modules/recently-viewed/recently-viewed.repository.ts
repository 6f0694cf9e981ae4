import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { recentlyViewed, users, vehicles } from '@carmarket/db/schema';
import { MARKET_RULES } from '@carmarket/shared/market-insights';
import { selectCards, type CardRow } from '../listings/listing-card';
import { isLive } from '../listings/listing-visibility';

export function createRecentlyViewedRepository(db: Database) {
  return {
    /** The user's recently viewed cars that are live now, newest viewed first. */
    listCards(options: { userId: number; now: Date }): Promise<CardRow[]> {
      return selectCards(db, {})
        .innerJoin(recentlyViewed, eq(recentlyViewed.vehicleId, vehicles.id))
        .where(and(eq(recentlyViewed.userId, options.userId), isLive(options.now)))
        .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.vehicleId))
        .limit(MARKET_RULES.recentlyViewedMax);
    },

    /**
     * Records views, `ids` newest first, of those that are live ads: each moves to the top (the
     * first id newest), then all but the newest 12 of the user's are deleted, in one transaction
     * under a lock on the user's row, so views at once never leave more than 12 (decision 133).
     * Answers how many of `ids` were live and recorded.
     */
    async record(options: { userId: number; ids: number[]; now: Date }): Promise<number> {
      const { userId, ids, now } = options;
      if (ids.length === 0) return 0;
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const live = new Set(
          (
            await tx
              .select({ id: vehicles.id })
              .from(vehicles)
              .where(and(inArray(vehicles.id, ids), isLive(now)))
          ).map((row) => row.id),
        );
        const recorded = ids.filter((id) => live.has(id));
        if (recorded.length === 0) return 0;
        // The first id is the newest: a millisecond apart, so the order holds in the table.
        await tx
          .insert(recentlyViewed)
          .values(
            recorded.map((vehicleId, i) => ({
              userId,
              vehicleId,
              viewedAt: new Date(now.getTime() - i),
            })),
          )
          .onConflictDoUpdate({
            target: [recentlyViewed.userId, recentlyViewed.vehicleId],
            set: { viewedAt: sql`excluded.viewed_at` },
          });
        const kept = tx
          .select({ vehicleId: recentlyViewed.vehicleId })
          .from(recentlyViewed)
          .where(eq(recentlyViewed.userId, userId))
          .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.vehicleId))
          .limit(MARKET_RULES.recentlyViewedMax);
        await tx
          .delete(recentlyViewed)
          .where(
            and(eq(recentlyViewed.userId, userId), notInArray(recentlyViewed.vehicleId, kept)),
          );
        return recorded.length;
      });
    },
  };
}

export type RecentlyViewedRepository = ReturnType<typeof createRecentlyViewedRepository>;
