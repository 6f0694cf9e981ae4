import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@carmarket/db/client';
import { cities, offers, packageRequests, users, vehicles } from '@carmarket/db/schema';
import type { PackageName } from '@carmarket/shared/packages';

export interface NoticeAd {
  id: number;
  title: string;
  price: number;
  yom: number;
  city: string;
  rejectionReason: string | null;
  expiresAt: Date | null;
  owner: { id: number; name: string; email: string };
}

export interface NoticeOffer {
  id: number;
  amount: number;
  message: string;
  state: 'open' | 'accepted' | 'declined';
  ad: { id: number; title: string; price: number; yom: number; city: string };
  seller: { id: number; name: string; email: string };
  buyer: { id: number; name: string; email: string };
}

/** Who may write a held mark and its digest job: the database or a caller's transaction. */
type Executor = Pick<Database, 'update' | 'insert' | 'execute'>;

/** What each notice says, read after the change it reports has been saved. */
export function createNoticesRepository(db: Database) {
  return {
    /** The user a digest is for. */
    async findUser(id: number): Promise<{ id: number; name: string; email: string } | undefined> {
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    /** Marks an offer as waiting for its seller's digest (decision 110). */
    async holdOffer(id: number, executor: Executor = db): Promise<void> {
      await executor.update(offers).set({ noticeHeld: true }).where(eq(offers.id, id));
    },

    /**
     * Takes every offer waiting for the seller's digest, in one statement, so two digests never
     * count one offer: the ids (to give back if the digest cannot be queued) and each ad's title.
     */
    async takeHeldOffers(
      sellerId: number,
    ): Promise<Array<{ id: number; vehicleId: number; title: string }>> {
      const result = await db.execute(sql`
        update ${offers} set notice_held = false
        from ${vehicles}
        where ${vehicles.id} = ${offers.vehicleId} and ${vehicles.userId} = ${sellerId}
          and ${offers.noticeHeld}
        returning ${offers.id} as "id", ${vehicles.id} as "vehicleId", ${vehicles.title} as "title"`);
      const { rows } = result as unknown as {
        rows: Array<{ id: number; vehicleId: number; title: string }>;
      };
      return rows.sort((a, b) => a.id - b.id);
    },

    /** Puts taken offers back to wait, when their digest could not be queued. */
    async releaseHeldOffers(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(offers)
        .set({ noticeHeld: true })
        .where(and(inArray(offers.id, ids), eq(offers.noticeHeld, false)));
    },

    async findAd(id: number): Promise<NoticeAd | undefined> {
      const [row] = await db
        .select({
          id: vehicles.id,
          title: vehicles.title,
          price: vehicles.price,
          yom: vehicles.yom,
          city: cities.name,
          rejectionReason: vehicles.rejectionReason,
          expiresAt: vehicles.expiresAt,
          owner: { id: users.id, name: users.name, email: users.email },
        })
        .from(vehicles)
        .innerJoin(users, eq(users.id, vehicles.userId))
        .innerJoin(cities, eq(cities.id, vehicles.cityId))
        .where(eq(vehicles.id, id));
      return row;
    },

    async findOffer(id: number): Promise<NoticeOffer | undefined> {
      const seller = alias(users, 'seller');
      const buyer = alias(users, 'buyer');
      const [row] = await db
        .select({
          id: offers.id,
          amount: offers.amount,
          message: offers.message,
          state: offers.state,
          ad: {
            id: vehicles.id,
            title: vehicles.title,
            price: vehicles.price,
            yom: vehicles.yom,
            city: cities.name,
          },
          seller: { id: seller.id, name: seller.name, email: seller.email },
          buyer: { id: buyer.id, name: buyer.name, email: buyer.email },
        })
        .from(offers)
        .innerJoin(vehicles, eq(vehicles.id, offers.vehicleId))
        .innerJoin(cities, eq(cities.id, vehicles.cityId))
        .innerJoin(seller, eq(seller.id, vehicles.userId))
        .innerJoin(buyer, eq(buyer.id, offers.buyerId))
        .where(eq(offers.id, id));
      return row;
    },

    async findPackageRequest(id: number): Promise<
      | {
          package: PackageName;
          user: { id: number; name: string; email: string; packageExpiresAt: Date | null };
        }
      | undefined
    > {
      const [row] = await db
        .select({
          package: packageRequests.package,
          user: {
            id: users.id,
            name: users.name,
            email: users.email,
            packageExpiresAt: users.packageExpiresAt,
          },
        })
        .from(packageRequests)
        .innerJoin(users, eq(users.id, packageRequests.userId))
        .where(eq(packageRequests.id, id));
      return row;
    },
  };
}

export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
