import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxBytes, videoFixture, walkBoxes } from '../../test/videos';
import { stripVideoMetadata, UnreadableVideoError, type VideoContainer } from './video-metadata';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-video-metadata-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let fileCount = 0;
/** Writes `data` to a file, strips it in place and returns what it became. */
async function strip(data: Buffer, container: VideoContainer = 'isobmff') {
  fileCount += 1;
  const file = path.join(dir, `video-${fileCount}`);
  await writeFile(file, data);
  const changed = await stripVideoMetadata(file, container);
  return { changed, bytes: await readFile(file) };
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  return b;
};
const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
};
/** A box written with a 64-bit `largesize`, as big files and some muxers write them. */
const largeBox = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  return Buffer.concat([u32(1), Buffer.from(type, 'latin1'), u64(16 + body.length), body]);
};
/** A box with size 0: it runs to the end of the file. */
const lastBox = (type: string, ...payload: Buffer[]) =>
  Buffer.concat([u32(0), Buffer.from(type, 'latin1'), ...payload]);
const text = (value: string) => Buffer.from(value, 'latin1');

const ftyp = box('ftyp', text('isom'), u32(512), text('isomavc1'));
const pictures = Buffer.alloc(300, 0x5a);
const LOCATION = '+06.9271+079.8612/';
const location = box('\u00a9xyz', u32(LOCATION.length), text(LOCATION));
const make = box('\u00a9mak', u32(9), text('AcmePhone'));

function typesAt(data: Buffer) {
  return walkBoxes(data).map((b) => `${b.path}@${b.start}-${b.end}`);
}

describe('stripVideoMetadata (MP4 and QuickTime)', () => {
  it('blanks moov/udta and trak/udta into free boxes of the same size; mdat and offsets stay', async () => {
    const stco = box('stco', u32(0), u32(1), u32(1234));
    const trak = box('trak', box('mdia', box('minf', box('stbl', stco))), box('udta', make));
    const original = Buffer.concat([
      ftyp,
      box('moov', trak, box('udta', location)),
      box('mdat', pictures),
    ]);
    const { changed, bytes } = await strip(original);
    expect(changed).toBe(2);
    expect(bytes.length).toBe(original.length);
    expect(bytes.includes(LOCATION)).toBe(false);
    expect(bytes.includes('AcmePhone')).toBe(false);
    expect(typesAt(bytes)).toEqual(
      typesAt(original)
        .map((t) => t.replace(/udta@/, 'free@'))
        .filter((t) => !t.includes('udta/')),
    );
    for (const free of walkBoxes(bytes).filter((b) => b.type === 'free')) {
      expect(bytes.subarray(free.start + 8, free.end).every((byte) => byte === 0)).toBe(true);
    }
    expect(boxBytes(bytes, 'mdat')).toEqual(boxBytes(original, 'mdat'));
    expect(boxBytes(bytes, 'moov/trak/mdia/minf/stbl/stco')).toEqual([stco]);
  });

  it('walks 64-bit sizes and keeps the 64-bit header of what it blanks', async () => {
    const original = Buffer.concat([
      ftyp,
      largeBox('moov', largeBox('udta', location)),
      largeBox('mdat', pictures),
    ]);
    const { bytes } = await strip(original);
    expect(bytes.length).toBe(original.length);
    expect(bytes.includes(LOCATION)).toBe(false);
    const free = walkBoxes(bytes).find((b) => b.type === 'free')!;
    expect(free.path).toBe('moov/free');
    expect(free.headerSize).toBe(16);
    expect(boxBytes(bytes, 'mdat')).toEqual(boxBytes(original, 'mdat'));
  });

  it('walks a last box of size 0 (to the end of the file), metadata or pictures', async () => {
    const withLastMdat = Buffer.concat([
      ftyp,
      box('moov', box('udta', location)),
      lastBox('mdat', pictures),
    ]);
    const first = await strip(withLastMdat);
    expect(first.bytes.includes(LOCATION)).toBe(false);
    expect(first.bytes.subarray(-pictures.length)).toEqual(pictures);

    const withLastMeta = Buffer.concat([ftyp, box('mdat', pictures), lastBox('meta', location)]);
    const second = await strip(withLastMeta);
    expect(second.changed).toBe(1);
    expect(second.bytes.includes(LOCATION)).toBe(false);
    expect(walkBoxes(second.bytes).map((b) => b.type)).toEqual(['ftyp', 'mdat', 'free']);
  });

  it('blanks nested and top-level meta (QuickTime keys), uuid (XMP) and leftover padding', async () => {
    const keys = box(
      'keys',
      u32(0),
      u32(1),
      box('mdta', text('com.apple.quicktime.location.ISO6709')),
    );
    const ilst = box(
      'ilst',
      box('\u0000\u0000\u0000\u0001', box('data', u32(1), u32(0), text(LOCATION))),
    );
    const meta = box(
      'meta',
      box('hdlr', Buffer.alloc(8), text('mdta'), Buffer.alloc(13)),
      keys,
      ilst,
    );
    const xmp = box(
      'uuid',
      Buffer.alloc(16, 0xbe),
      text('<x:xmpmeta>SerialNumber=SN-4C0FFEE</x:xmpmeta>'),
    );
    const original = Buffer.concat([
      ftyp,
      xmp,
      box('moov', box('trak', meta), box('udta', box('meta', location)), box('free', make)),
      box('meta', u32(0), location),
      box('mdat', pictures),
    ]);
    const { bytes } = await strip(original);
    expect(bytes.length).toBe(original.length);
    for (const secret of [LOCATION, 'com.apple.quicktime', 'SN-4C0FFEE', 'AcmePhone']) {
      expect(bytes.includes(secret), secret).toBe(false);
    }
    expect(walkBoxes(bytes).map((b) => b.path)).toEqual([
      'ftyp',
      'free',
      'moov',
      'moov/trak',
      'moov/trak/free',
      'moov/free',
      'moov/free',
      'free',
      'mdat',
    ]);
  });

  it('zeroes the creation and modification times of mvhd, tkhd and mdhd (versions 0 and 1)', async () => {
    const v0 = box('mvhd', u32(0), u32(3_800_000_000), u32(3_800_000_001), u32(1000), u32(1000));
    const v1 = box(
      'mdhd',
      u32(0x0100_0000),
      u64(3_800_000_000),
      u64(3_800_000_001),
      u32(1000),
      u64(1000),
    );
    const original = Buffer.concat([ftyp, box('moov', v0, box('trak', box('mdia', v1)))]);
    const { bytes } = await strip(original);
    const [mvhd] = boxBytes(bytes, 'moov/mvhd');
    const [mdhd] = boxBytes(bytes, 'moov/trak/mdia/mdhd');
    expect(mvhd!.subarray(12, 20).every((b) => b === 0)).toBe(true);
    expect(mvhd!.readUInt32BE(20)).toBe(1000);
    expect(mdhd!.subarray(12, 28).every((b) => b === 0)).toBe(true);
    expect(mdhd!.readUInt32BE(28)).toBe(1000);
  });

  it('zeroes the samples of a telemetry track (GPS fixes in mdat), and no other samples', async () => {
    const fix = text('GPS+06.9271+079.8612');
    const hdlr = (handler: string) =>
      box('hdlr', u32(0), u32(0), text(handler), Buffer.alloc(12), text('Telemetry\u0000'));
    const track = (handler: string, stbl: Buffer[]) =>
      box('trak', box('mdia', hdlr(handler), box('minf', box('stbl', ...stbl))));
    const build = (wide: boolean) => {
      // mdat comes first, so sample offsets are known before moov is written.
      const mdatStart = ftyp.length;
      const pictureAt = mdatStart + 8;
      const fixesAt = pictureAt + pictures.length;
      const mdat = box('mdat', pictures, fix, fix);
      const offsets = (at: number) =>
        wide ? box('co64', u32(0), u32(1), u64(at)) : box('stco', u32(0), u32(1), u32(at));
      const moov = box(
        'moov',
        track('vide', [
          box('stsz', u32(0), u32(pictures.length), u32(1)),
          box('stsc', u32(0), u32(1), u32(1), u32(1), u32(1)),
          offsets(pictureAt),
        ]),
        track('meta', [
          box('stsz', u32(0), u32(0), u32(2), u32(fix.length), u32(fix.length)),
          box('stsc', u32(0), u32(1), u32(1), u32(2), u32(1)),
          offsets(fixesAt),
        ]),
      );
      return Buffer.concat([ftyp, mdat, moov]);
    };
    for (const wide of [false, true]) {
      const original = build(wide);
      const { bytes } = await strip(original);
      expect(bytes.length).toBe(original.length);
      expect(bytes.includes('+06.9271+079.8612')).toBe(false);
      const [mdat] = boxBytes(bytes, 'mdat');
      expect(mdat!.subarray(8, 8 + pictures.length)).toEqual(pictures);
      expect(mdat!.subarray(8 + pictures.length).every((byte) => byte === 0)).toBe(true);
    }
  });

  it('refuses a telemetry track whose samples lie outside the file', async () => {
    const stbl = box(
      'stbl',
      box('stsz', u32(0), u32(20), u32(1)),
      box('stsc', u32(0), u32(1), u32(1), u32(1), u32(1)),
      box('stco', u32(0), u32(1), u32(1_000_000)),
    );
    const hdlr = box('hdlr', u32(0), u32(0), text('meta'), Buffer.alloc(13));
    const original = Buffer.concat([
      ftyp,
      box('moov', box('trak', box('mdia', hdlr, box('minf', stbl)))),
      box('mdat', pictures),
    ]);
    await expect(strip(original)).rejects.toThrow(UnreadableVideoError);
  });

  it('refuses a file whose boxes do not hold together', async () => {
    const cut = Buffer.concat([ftyp, box('moov', box('udta', location)), box('mdat', pictures)]);
    await expect(strip(cut.subarray(0, cut.length - 10))).rejects.toThrow(UnreadableVideoError);
    await expect(strip(Buffer.concat([cut, Buffer.alloc(4)]))).rejects.toThrow(
      UnreadableVideoError,
    );
    const tooSmall = Buffer.concat([ftyp, u32(4), text('moov')]);
    await expect(strip(tooSmall)).rejects.toThrow(UnreadableVideoError);
    await expect(strip(Buffer.alloc(0))).rejects.toThrow(UnreadableVideoError);
  });

  it('leaves a real phone video playable: same boxes, only metadata blanked', async () => {
    const original = await videoFixture('phone-video-with-location.mp4');
    const { bytes } = await strip(original);
    expect(bytes.length).toBe(original.length);
    expect(bytes.includes('+06.9271+079.8612')).toBe(false);
    expect(boxBytes(bytes, 'moov/trak/mdia/minf/stbl/stsd')).toEqual(
      boxBytes(original, 'moov/trak/mdia/minf/stbl/stsd'),
    );
  });
});

// ── WebM ───────────────────────────────────────────────────────────────────────────────────────

/** An EBML element with a 1-byte size when it fits, else an 8-byte one. */
function element(id: number, ...payload: Buffer[]) {
  const body = Buffer.concat(payload);
  const idBytes = Buffer.from(
    id
      .toString(16)
      .padStart(2, '0')
      .replace(/^(.(..)*)$/, '0$1'),
    'hex',
  );
  const size =
    body.length < 127
      ? Buffer.from([0x80 | body.length])
      : Buffer.concat([
          Buffer.from([0x01]),
          Buffer.from(body.length.toString(16).padStart(14, '0'), 'hex'),
        ]);
  return Buffer.concat([idBytes, size, body]);
}
/** An element whose size is "unknown", as a live recording (MediaRecorder) writes them. */
function unknownSize(id: number, ...payload: Buffer[]) {
  return Buffer.concat([Buffer.from(id.toString(16), 'hex'), Buffer.from([0xff]), ...payload]);
}

const EBML = element(0x1a45dfa3, element(0x4282, text('webm')));
const block = element(0xa3, Buffer.alloc(40, 0x5a));
const tags = element(
  0x1254c367,
  element(
    0x7373,
    element(0x67c8, element(0x45a3, text('LOCATION')), element(0x4487, text(LOCATION))),
  ),
);

describe('stripVideoMetadata (WebM)', () => {
  it('turns Tags and the title into Void elements of the same size in a real WebM', async () => {
    const original = await videoFixture('screen-recording-with-tags.webm');
    expect(original.includes('Drive to Kandy')).toBe(true);
    const { changed, bytes } = await strip(original, 'webm');
    expect(changed).toBe(2);
    expect(bytes.length).toBe(original.length);
    for (const secret of ['Drive to Kandy', '+06.9271+079.8612', 'SN-4C0FFEE']) {
      expect(bytes.includes(secret), secret).toBe(false);
    }
    const cluster = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);
    expect(bytes.subarray(bytes.indexOf(cluster))).toEqual(
      original.subarray(
        original.indexOf(cluster),
        original.indexOf(cluster) + (bytes.length - bytes.indexOf(cluster)),
      ),
    );
  });

  it('finds Tags after clusters of unknown size, and voids them with a valid size', async () => {
    const original = Buffer.concat([
      EBML,
      unknownSize(
        0x18538067,
        element(0x1549a966, element(0x7ba9, text('Drive to Kandy'))),
        unknownSize(0x1f43b675, element(0xe7, Buffer.from([0])), block),
        unknownSize(0x1f43b675, element(0xe7, Buffer.from([1])), block),
        tags,
      ),
    ]);
    const { changed, bytes } = await strip(original, 'webm');
    expect(changed).toBe(2);
    expect(bytes.includes(LOCATION)).toBe(false);
    expect(bytes.includes('Drive to Kandy')).toBe(false);
    const voided = bytes.subarray(bytes.length - tags.length);
    expect(voided[0]).toBe(0xec);
    // An 8-byte size (0x01 marker) saying how much follows: the rest of the old Tags.
    expect(voided[1]).toBe(0x01);
    expect(Number(voided.readBigUInt64BE(1) & 0x00ff_ffff_ffff_ffffn)).toBe(tags.length - 9);
    expect(bytes.subarray(0, bytes.length - tags.length).includes(block)).toBe(true);
  });

  it('refuses a WebM whose elements do not fit', async () => {
    const whole = Buffer.concat([EBML, element(0x18538067, tags)]);
    await expect(strip(whole.subarray(0, whole.length - 5), 'webm')).rejects.toThrow(
      UnreadableVideoError,
    );
    await expect(strip(Buffer.from('not a webm at all'), 'webm')).rejects.toThrow(
      UnreadableVideoError,
    );
  });
});
