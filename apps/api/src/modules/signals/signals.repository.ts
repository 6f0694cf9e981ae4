import { sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { alias } from 'drizzle-orm/pg-core';
import { phoneKey, vehicles } from '@carmarket/db/schema';
import { rowsOf } from '@carmarket/db/seed/bulk-load';
import type { ListingStatus } from '@carmarket/shared/ad';
import type { ImageVariants } from '@carmarket/shared/media';
import { statusAsOf } from '../listings/listing-visibility';
import { nearSource } from '../media/photo-match';

/**
 * The staff signals on ads (decision 095), read for one page of the moderation list at a time.
 * Both answer from indexes: photos by their hash bands, phone numbers by their normalised key.
 */

/** At most this many matching photos are listed per photo of an ad. */
const MATCHES_PER_PHOTO = 3;

/** The earlier ad whose photo matches, as the raw statement names it. */
const otherAd = alias(vehicles, 'ov');

export interface PhotoMatchRow {
  adId: number;
  photoKey: string;
  photoVariants: Partial<ImageVariants>;
  matchAdId: number;
  matchKey: string;
  matchVariants: Partial<ImageVariants>;
  matchSellerId: number;
  matchStatus: ListingStatus;
  distance: number;
}

export interface PhoneUseRow {
  adId: number;
  ads: number;
  accounts: number;
  /** Accounts that verified the number by SMS (issue 36), through users_verified_mobile_key_idx. */
  verifiedAccounts: number;
}

export function createSignalsRepository(db: Database) {
  return {
    /**
     * Photos of `adIds` that are near-identical (Hamming distance ≤ PHOTO_MATCH_DISTANCE) to a
     * photo of another user's ad posted before it, whatever that ad's status, unless the
     * seller had the photo in an ad of their own before that one (then the other ad is the
     * copy: an owner re-posting their car after a scammer took its picture). Multi-index
     * hashing: the hash is four 16-bit bands, and two hashes within 7 bits differ in at most
     * one bit of some band, so the candidates are the photos sharing a band value with one of
     * its 17 neighbours (four index look-ups); only those are compared bit by bit. The same
     * stored file (the demo photo pool) is never a match: it is one upload, not a re-post. The
     * other ad's status is as of `now` (an active ad past its validity reads expired).
     */
    async photoMatches(adIds: readonly number[], now: Date): Promise<PhotoMatchRow[]> {
      if (adIds.length === 0) return [];
      const result = await db.execute(sql`
        select src.vehicle_id as "adId", src.storage_key as "photoKey",
          src.variants as "photoVariants", m.vehicle_id as "matchAdId",
          m.storage_key as "matchKey", m.variants as "matchVariants",
          m.user_id as "matchSellerId", m.status as "matchStatus", m.distance
        from vehicle_media src
        join vehicles v on v.id = src.vehicle_id
        cross join lateral (
          select other.vehicle_id, other.storage_key, other.variants, ov.user_id,
            ${statusAsOf(now, otherAd)} as status,
            bit_count((src.phash # other.phash)::bit(64))::integer as distance
          from vehicle_media other
          join vehicles ov on ov.id = other.vehicle_id
          where ${nearSource(sql`other`)}
            and other.storage_key <> src.storage_key
            and ov.user_id <> v.user_id
            and ov.id < v.id
            -- The seller's own earlier photo came first: the other ad copied theirs.
            and not exists (
              select 1 from vehicle_media own
              join vehicles owv on owv.id = own.vehicle_id
              where ${nearSource(sql`own`)}
                and owv.user_id = v.user_id and owv.id < ov.id
            )
          order by distance, other.vehicle_id
          limit ${MATCHES_PER_PHOTO}
        ) m
        where src.vehicle_id in (${sql.join(
          adIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and src.kind = 'image' and src.phash is not null
        order by src.vehicle_id, src.position, src.id, m.distance, m.vehicle_id`);
      return rowsOf<PhotoMatchRow>(result).map((row) => ({
        ...row,
        adId: Number(row.adId),
        matchAdId: Number(row.matchAdId),
        matchSellerId: Number(row.matchSellerId),
        distance: Number(row.distance),
      }));
    },

    /**
     * For each ad, how many ads carry its phone number and how many accounts use it (owning such
     * an ad, or with it as their mobile), by the normalised key and its indexes; and how many
     * accounts verified it as their mobile (issue 36).
     */
    async phoneUse(adIds: readonly number[]): Promise<PhoneUseRow[]> {
      if (adIds.length === 0) return [];
      const result = await db.execute(sql`
        select v.id as "adId",
          (select count(*) from vehicles o where o.phone_key = v.phone_key)::integer as ads,
          (select count(*) from (
              select o.user_id from vehicles o where o.phone_key = v.phone_key
              union
              select u.id from users u where u.mobile_key = v.phone_key
            ) accounts)::integer as accounts,
          (select count(*) from users u
            where u.mobile_key = v.phone_key and u.phone_verified_at is not null
          )::integer as "verifiedAccounts"
        from vehicles v
        where v.id in (${sql.join(
          adIds.map((id) => sql`${id}`),
          sql`, `,
        )})`);
      return rowsOf<PhoneUseRow>(result).map((row) => ({
        adId: Number(row.adId),
        ads: Number(row.ads),
        accounts: Number(row.accounts),
        verifiedAccounts: Number(row.verifiedAccounts),
      }));
    },

    /**
     * The same counts for the number each waiting edit of `adIds` would give its ad (decision
     * 106), as if the ad already carried it: the ad counts once, as edited, and its owner is one
     * of the accounts, whatever number the live ad has now.
     */
    async editPhoneUse(adIds: readonly number[]): Promise<PhoneUseRow[]> {
      if (adIds.length === 0) return [];
      const result = await db.execute(sql`
        select e.vehicle_id as "adId",
          (select count(*) from vehicles o
            where o.phone_key = e.key and o.id <> e.vehicle_id)::integer + 1 as ads,
          (select count(*) from (
              select o.user_id from vehicles o where o.phone_key = e.key and o.id <> e.vehicle_id
              union
              select u.id from users u where u.mobile_key = e.key
              union
              select e.user_id
            ) accounts)::integer as accounts,
          (select count(*) from users u
            where u.mobile_key = e.key and u.phone_verified_at is not null
          )::integer as "verifiedAccounts"
        from (
          select r.vehicle_id, v.user_id, ${phoneKey(sql`r.changes ->> 'phone'`)} as key
          from vehicle_revisions r
          join vehicles v on v.id = r.vehicle_id
          where r.status = 'pending' and r.vehicle_id in (${sql.join(
            adIds.map((id) => sql`${id}`),
            sql`, `,
          )})
        ) e`);
      return rowsOf<PhoneUseRow>(result).map((row) => ({
        adId: Number(row.adId),
        ads: Number(row.ads),
        accounts: Number(row.accounts),
        verifiedAccounts: Number(row.verifiedAccounts),
      }));
    },
  };
}

export type SignalsRepository = ReturnType<typeof createSignalsRepository>;
