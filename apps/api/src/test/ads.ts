import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '@carmarket/db/client';
import {
  cities,
  conditions,
  fuelTypes,
  transmissions,
  users,
  vehicleMakes,
  vehicleMedia,
  vehicleTypes,
} from '@carmarket/db/schema';
import type { PackageName } from '@carmarket/shared/packages';
import type { App } from '../app';
import { multipartBody } from './accounts';

export type UploadFile = { data: Buffer; filename: string; type?: string };

/** A valid set of step-1 fields (as text, the way the wizard sends them). */
export async function adFieldsFor(db: Database) {
  const pick = async (table: typeof cities, name: string) => {
    const [row] = await db.select().from(table).where(eq(table.name, name));
    if (!row) throw new Error(`${name} missing from the reference data`);
    return String(row.id);
  };
  const base = {
    title: 'Toyota Aqua 2016, one owner',
    phone: '0771234567',
    cityId: await pick(cities, 'Colombo'),
    vehicleTypeId: await pick(vehicleTypes, 'Car'),
    conditionId: await pick(conditions, 'Used'),
    vehicleMakeId: await pick(vehicleMakes, 'Toyota'),
    model: 'Aqua',
    yom: '2016',
    price: '6250000.50',
    transmissionId: String((await db.select().from(transmissions).limit(1))[0]!.id),
    fuelTypeId: String((await db.select().from(fuelTypes).limit(1))[0]!.id),
    engineCapacity: '1500',
    mileage: '62000',
    description: 'Well kept, all service records.',
    ongoingLease: '0',
    airCondition: '1',
    powerMirror: '1',
    powerSteering: '1',
    powerWindow: '0',
  };
  return (overrides: Record<string, string> = {}) => ({ ...base, ...overrides });
}

/** A real JPEG, optionally carrying EXIF with a GPS position as a phone camera writes it. */
export async function jpeg(
  options: { width?: number; height?: number; gps?: boolean; colour?: string } = {},
) {
  let image = sharp({
    create: {
      width: options.width ?? 800,
      height: options.height ?? 600,
      channels: 3,
      background: options.colour ?? '#3366cc',
    },
  }).jpeg();
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 55/1 0/1' },
    });
  }
  return image.toBuffer();
}

export async function photo(filename = 'car.jpg', options: Parameters<typeof jpeg>[0] = {}) {
  return { data: await jpeg(options), filename, type: 'image/jpeg' } satisfies UploadFile;
}

/** A JPEG cut short, as an interrupted copy leaves it. */
export async function truncatedJpeg(): Promise<Buffer> {
  const full = await sharp({
    create: {
      width: 600,
      height: 400,
      channels: 3,
      background: '#888888',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg()
    .toBuffer();
  return full.subarray(0, Math.floor(full.length * 0.6));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG whose header claims 30000 × 30000 pixels: a decompression bomb's calling card. */
export function hugePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first bytes of an MP4 (an `ftyp` box), which is all file-type reads. */
export function mp4(): Buffer {
  const u32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  return Buffer.concat([
    u32(24),
    Buffer.from('ftypisom'),
    u32(512),
    Buffer.from('isommp41'),
    u32(1032),
    Buffer.from('mdat'),
    Buffer.alloc(1024, 7),
  ]);
}

export async function postAd(
  app: App,
  bearer: Record<string, string>,
  fields: Record<string, string>,
  files: Record<string, UploadFile> = {},
) {
  const body = await multipartBody(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/vehicles/new-ad',
    payload: body.payload,
    headers: { ...bearer, ...body.headers },
  });
}

/** An ad's live photos (its vehicle_media image rows), in the order the ad shows them. */
export async function adPhotoRows(db: Database, adId: number) {
  return db
    .select()
    .from(vehicleMedia)
    .where(and(eq(vehicleMedia.vehicleId, adId), eq(vehicleMedia.kind, 'image')))
    .orderBy(asc(vehicleMedia.position));
}

export async function setPackage(
  db: Database,
  userId: number,
  name: PackageName,
  packageExpiresAt: Date | null = null,
) {
  await db.update(users).set({ package: name, packageExpiresAt }).where(eq(users.id, userId));
}

/** Every file under `dir`, recursively (none when it does not exist). */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Each media file by its key (its path under `mediaDir`), with its bytes. */
export async function mediaFiles(mediaDir: string): Promise<Record<string, Buffer>> {
  const files = await listFiles(mediaDir);
  return Object.fromEntries(
    await Promise.all(
      files.map(async (file) => [path.relative(mediaDir, file), await readFile(file)] as const),
    ),
  );
}
