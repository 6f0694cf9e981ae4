import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import {
  apiSession,
  E2E_PASSWORD,
  E2E_STAFF,
  registerAccount,
  setPackageAsStaff,
} from './accounts';
import { expect } from './fixtures';

/** A real photo-sized PNG; the server re-encodes it like any camera photo. */
export function photo(background = '#227755'): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .png()
    .toBuffer();
}

/**
 * A word no other ad has. Put in a title, a keyword search for it finds only this test's ads, so
 * counts and orders do not move when other journeys publish ads at the same time.
 */
export function uniqueWord(): string {
  return `Zeta${randomUUID().slice(0, 8)}`;
}

/** A new account to sell with; `confirmed` for a journey that reads its notices. */
export async function newSeller(request: APIRequestContext, options: { confirmed?: boolean } = {}) {
  return { email: await registerAccount(request, '', options), password: E2E_PASSWORD };
}

/**
 * A dealer: a new VIP account, for a journey that posts more new ads than a Member may in a day
 * (3; VIP 25, decision 098).
 */
export async function newDealer(request: APIRequestContext) {
  const dealer = await newSeller(request);
  await setPackageAsStaff(request, dealer.email, 'vip');
  return dealer;
}

export interface LiveAdDetails {
  title: string;
  price?: number;
  /** A make's name from the reference data; Honda unless given. */
  make?: string;
  /** The model as a seller types it; Fit unless given. */
  model?: string;
  /** Year of manufacture; 2016 unless given. */
  yom?: number;
  /** In miles; 68,000 unless given. */
  mileage?: number;
  /** A city's name from the reference data; Colombo unless given. */
  city?: string;
  /** A fuel type's name from the reference data; Hybrid unless given. */
  fuelType?: string;
  /** A transmission's name from the reference data; Automatic unless given. */
  transmission?: string;
  photos?: number;
  /** The photos to upload instead of `photos` plain pictures (e.g. e2e/photos.ts's cameraPhoto). */
  photoFiles?: Array<{ name: string; mimeType: string; buffer: Buffer }>;
  /** 'Well kept.' unless given; HTML for a Featured or VIP seller. */
  description?: string;
  /** A 360 view (JPEG) and a video, for a Featured or VIP seller's ad. */
  threeSixty?: { name: string; mimeType: string; buffer: Buffer };
  video?: { name: string; mimeType: string; buffer: Buffer };
  /** More text parts of the form as sent (issue 38's `registration`, `owners`, `townId`…). */
  fields?: Record<string, string>;
}

const PHOTO_COLOURS = ['#227755', '#2255aa', '#aa3322', '#886611', '#553377'];

/**
 * Live ads of one seller, each posted through POST /api/vehicles/new-ad as the wizard does and
 * then approved by staff, one after another (so the last is the newest). Returns their ids in
 * the order given.
 */
export async function postLiveAds(
  request: APIRequestContext,
  seller: { email: string; password: string },
  ads: LiveAdDetails[],
): Promise<number[]> {
  const ids = await postPendingAds(request, seller, ads);
  const staffAuth = await apiSession(request, E2E_STAFF.email, E2E_STAFF.password);
  for (const id of ids) {
    const approved = await request.post(`/api/admin/ads/${id}/approve`, { headers: staffAuth });
    expect(approved.status()).toBe(204);
  }
  return ids;
}

/** Posts ads through the API as `seller`; they wait in the review queue. Returns their ids. */
export async function postPendingAds(
  request: APIRequestContext,
  seller: { email: string; password: string },
  ads: LiveAdDetails[],
): Promise<number[]> {
  const sellerAuth = await apiSession(request, seller.email, seller.password);
  const data = await request.get('/api/vehicles/load-add-vehicle-data', { headers: sellerAuth });
  expect(data.status()).toBe(200);
  const options = (await data.json()) as Record<string, Array<{ id: number; name: string }>>;
  // An ad's phone is the seller's verified mobile number (issue 36): the account's own.
  const account = await request.get('/api/users/get-user', { headers: sellerAuth });
  expect(account.status()).toBe(200);
  const { mobile } = ((await account.json()) as { user: { mobile: string } }).user;
  const idOf = (list: string, name: string) => {
    const id = options[list]?.find((item) => item.name === name)?.id;
    if (id === undefined) throw new Error(`${name} is not in ${list}`);
    return String(id);
  };

  const ids: number[] = [];
  for (const ad of ads) {
    const photos: Record<string, { name: string; mimeType: string; buffer: Buffer }> = {};
    ad.photoFiles?.forEach((file, index) => (photos[`img${index + 1}`] = file));
    for (let index = 0; !ad.photoFiles && index < (ad.photos ?? 1); index += 1) {
      photos[`img${index + 1}`] = {
        name: `photo-${index + 1}.png`,
        mimeType: 'image/png',
        buffer: await photo(PHOTO_COLOURS[index % PHOTO_COLOURS.length]),
      };
    }
    const posted = await request.post('/api/vehicles/new-ad', {
      headers: sellerAuth,
      multipart: {
        title: ad.title,
        phone: mobile,
        cityId: idOf('cities', ad.city ?? 'Colombo'),
        vehicleTypeId: idOf('vehicleTypes', 'Car'),
        conditionId: idOf('conditions', 'Used'),
        vehicleMakeId: idOf('makes', ad.make ?? 'Honda'),
        model: ad.model ?? 'Fit',
        yom: String(ad.yom ?? 2016),
        price: String(ad.price ?? 3_950_000),
        transmissionId: idOf('transmissions', ad.transmission ?? 'Automatic'),
        fuelTypeId: idOf('fuelTypes', ad.fuelType ?? 'Hybrid'),
        engineCapacity: '1300',
        mileage: String(ad.mileage ?? 68_000),
        description: ad.description ?? 'Well kept.',
        ...ad.fields,
        ...photos,
        ...(ad.threeSixty && { threeSixty: ad.threeSixty }),
        ...(ad.video && { video: ad.video }),
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const { id } = (await posted.json()) as { id: number };
    ids.push(id);
  }
  return ids;
}
