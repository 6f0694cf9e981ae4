import { eq } from 'drizzle-orm';
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

/** What each notice says, read after the change it reports has been saved. */
export function createNoticesRepository(db: Database) {
  return {
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
