import type { FastifyInstance } from 'fastify';
import type { AdminAd } from '@carmarket/shared/staff-moderation';
import type { AdSignals } from '@carmarket/shared/ad-signals';
import { PACKAGE_TIERS } from '@carmarket/shared/packages';
import type { MediaStorage } from '../media/media-storage';
import { srcSet } from '../listings/listing-card';
import { sanitizeDescription } from '../listings/listing-description';
import { adSignals, quietSignals } from './ad-signals';
import type { AdminAdRow } from './admin-ad-rows';

/** What showing an ad to staff needs: its files' addresses and its signals. */
export interface AdminAdDependencies {
  media: MediaStorage;
  signals: FastifyInstance['repos']['signals'];
}

function toAdminAd(row: AdminAdRow, media: MediaStorage, signals: AdSignals): AdminAd {
  const url = (key: string) => media.publicUrl(key);
  const first = (kind: 'threesixty' | 'video') => {
    const item = row.media.find((entry) => entry.kind === kind);
    return item ? url(item.storageKey) : null;
  };
  return {
    id: row.id,
    status: row.status,
    package: row.package,
    title: row.title,
    phone: row.phone,
    city: row.city,
    vehicleType: row.vehicleType,
    condition: row.condition,
    make: row.make,
    model: row.model,
    yom: row.yom,
    price: row.price,
    transmission: row.transmission,
    fuelType: row.fuelType,
    engineCapacity: row.engineCapacity,
    mileage: row.mileage,
    registration: row.registration,
    registrationYear: row.registrationYear,
    owners: row.owners,
    town: row.town,
    // Staff read it as visitors would: through the one sanitiser, whenever it was written.
    description: sanitizeDescription({ raw: row.description, tier: PACKAGE_TIERS[row.package] }),
    features: {
      ongoingLease: row.ongoingLease,
      airCondition: row.airCondition,
      powerMirror: row.powerMirror,
      powerSteering: row.powerSteering,
      powerWindow: row.powerWindow,
    },
    photos: row.media
      .filter((item) => item.kind === 'image')
      .map((item) => ({
        path: url(item.variants['1280'] ?? item.storageKey),
        srcSet: srcSet(item.variants, url),
        width: item.width,
        height: item.height,
      })),
    threeSixty: first('threesixty'),
    video: first('video'),
    seller: {
      id: row.seller.id,
      name: row.seller.name,
      email: row.seller.email,
      mobile: row.seller.mobile,
      phoneVerified: row.seller.phoneVerifiedAt !== null,
      phoneVerifiedAt: row.seller.phoneVerifiedAt?.toISOString() ?? null,
      package: row.seller.package,
    },
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    soldAt: row.soldAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    signals,
  };
}

/** The ads as staff read them, each with its signals (decision 095). */
export async function toAdminAds(
  deps: AdminAdDependencies,
  rows: readonly AdminAdRow[],
  now: Date,
): Promise<AdminAd[]> {
  const signals = await adSignals({
    signals: deps.signals,
    media: deps.media,
    adIds: rows.map((row) => row.id),
    now,
  });
  return rows.map((row) => toAdminAd(row, deps.media, signals.get(row.id) ?? quietSignals()));
}
