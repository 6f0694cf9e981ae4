import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  box,
  boxBytes,
  DASHCAM_SECRET,
  decodedFrames,
  IDENTIFYING_STRINGS,
  insertBoxes,
  makeVideo,
  text,
  u32,
  u64,
  videoFixture,
  walkBoxes,
} from '../../test/videos';
import { videoLimits, type VideoLimits } from './video-bounds';
import {
  cleanVideo,
  UnreadableVideoError,
  VideoTooComplexError,
  type VideoContainer,
} from './video-metadata';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-video-metadata-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let fileCount = 0;
/**
 * Writes `data` to a file, cleans it and returns what it became. Whatever happens, the only
 * file left in the folder is the video itself (no half-written copy beside it).
 */
async function clean(data: Buffer, container: VideoContainer = 'isobmff', limits?: VideoLimits) {
  fileCount += 1;
  const folder = path.join(dir, `case-${fileCount}`);
  await mkdir(folder);
  const file = path.join(folder, 'video');
  await writeFile(file, data);
  try {
    await cleanVideo(file, container, limits);
    return await readFile(file);
  } finally {
    expect(await readdir(folder)).toEqual(['video']);
  }
}

/** A clock that moves `step` milliseconds every time it is read. */
function steppingClock(step: number) {
  let now = 0;
  return () => (now += step);
}

const LOCATION = '+06.9271+079.8612/';
const ftyp = box('ftyp', text('isom'), u32(512), text('isomavc1'));
const location = box('\u00a9xyz', u32(LOCATION.length), text(LOCATION));

const fullBox = (type: string, version: number, ...payload: Buffer[]) =>
  box(type, Buffer.from([version, 0, 0, 0]), ...payload);
const tkhd = (id: number) =>
  fullBox('tkhd', 0, u32(3_800_000_000), u32(3_800_000_001), u32(id), Buffer.alloc(68));
const hdlr = (handler: string, name: string) =>
  fullBox('hdlr', 0, u32(0), text(handler), Buffer.alloc(12), text(`${name}\u0000`));
/** A visual sample entry: 78 bytes of fields (compressor name at 42) then its boxes. */
const avc1 = (...children: Buffer[]) => {
  const fields = Buffer.alloc(78);
  fields.writeUInt16BE(1, 6); // data_reference_index
  fields.writeUInt16BE(64, 24);
  fields.writeUInt16BE(48, 26);
  fields[42] = 11;
  fields.write('AcmeCam X20', 43, 'latin1');
  return box('avc1', fields, ...children);
};
const avcC = box('avcC', Buffer.from([1, 0x64, 0, 0x0a, 0xff, 0xe0, 0, 0]));
/** A sample table of one chunk at `offset` holding samples of `sizes`. */
const sampleTable = (offset: number, sizes: number[], entry: Buffer, wide = false) =>
  box(
    'stbl',
    fullBox('stsd', 0, u32(1), entry),
    fullBox('stts', 0, u32(1), u32(sizes.length), u32(1000)),
    fullBox('stsc', 0, u32(1), u32(1), u32(sizes.length), u32(1)),
    fullBox('stsz', 0, u32(0), u32(sizes.length), ...sizes.map(u32)),
    wide ? fullBox('co64', 0, u32(1), u64(offset)) : fullBox('stco', 0, u32(1), u32(offset)),
  );
const track = (options: {
  id: number;
  handler: string;
  stbl: Buffer;
  extra?: Partial<Record<'trak' | 'mdia' | 'minf' | 'dinf', Buffer[]>>;
  version?: 0 | 1;
}) => {
  const { id, handler, stbl, extra = {} } = options;
  return box(
    'trak',
    tkhd(id),
    box(
      'mdia',
      options.version === 1
        ? fullBox('mdhd', 1, u64(3_800_000_000), u64(3_800_000_001), u32(1000), u64(1000), u32(0))
        : fullBox('mdhd', 0, u32(3_800_000_000), u32(3_800_000_001), u32(1000), u32(1000), u32(0)),
      hdlr(handler, 'AcmeCam handler'),
      box(
        'minf',
        handler === 'vide' ? fullBox('vmhd', 0, Buffer.alloc(8)) : fullBox('nmhd', 0),
        box(
          'dinf',
          fullBox('dref', 0, u32(1), box('url ', Buffer.from([0, 0, 0, 1]))),
          ...(extra.dinf ?? []),
        ),
        stbl,
        ...(extra.minf ?? []),
      ),
      ...(extra.mdia ?? []),
    ),
    ...(extra.trak ?? []),
  );
};

/** What the sample data holds: unused bytes around the pictures, telemetry after them. */
const lead = text('LEAD:GPS+06.9271+079.8612');
const pictures = [Buffer.alloc(100, 0x5a), Buffer.alloc(50, 0x6b)];
const fix = text(`FIX:${DASHCAM_SECRET}`);
const tail = text('TAIL:serial ABC123XYZ');

/**
 * A camera's file, mdat first: unused bytes, two picture samples, a telemetry sample, more
 * unused bytes; then a moov with metadata and unknown boxes at every level.
 */
function cameraFile(options: { before?: Buffer[]; wide?: boolean; version?: 0 | 1 } = {}) {
  const before = Buffer.concat([ftyp, ...(options.before ?? [])]);
  const mdatPayload = Buffer.concat([lead, ...pictures, fix, tail]);
  const picturesAt = before.length + 8 + lead.length;
  const fixAt = picturesAt + 150;
  const unknown = (where: string) => box('zzzz', text(`${where}:${DASHCAM_SECRET}`));
  const moov = box(
    'moov',
    options.version === 1
      ? fullBox(
          'mvhd',
          1,
          u64(3_800_000_000),
          u64(3_800_000_001),
          u32(1000),
          u64(1000),
          Buffer.alloc(80),
        )
      : fullBox(
          'mvhd',
          0,
          u32(3_800_000_000),
          u32(3_800_000_001),
          u32(1000),
          u32(1000),
          Buffer.alloc(80),
        ),
    track({
      id: 1,
      handler: 'vide',
      version: options.version,
      stbl: sampleTable(picturesAt, [100, 50], avc1(avcC, unknown('entry')), options.wide),
      extra: {
        trak: [box('udta', location), box('tref', box('cdsc', u32(2))), unknown('trak')],
        mdia: [unknown('mdia')],
        minf: [unknown('minf')],
        dinf: [unknown('dinf')],
      },
    }),
    track({
      id: 2,
      handler: 'meta',
      stbl: sampleTable(fixAt, [fix.length], box('mebx', Buffer.alloc(8))),
    }),
    box('udta', box('meta', fullBox('hdlr', 0, Buffer.alloc(20)), location)),
    box('gps ', text(DASHCAM_SECRET)),
    box('meta', u32(0), box('keys', text('com.apple.quicktime.location.ISO6709'))),
    unknown('moov'),
  );
  return Buffer.concat([before, box('mdat', mdatPayload), moov]);
}

describe('cleanVideo (MP4 and QuickTime, by allowlist)', () => {
  it('keeps only the boxes a player needs, moov first, and moves the chunk offsets with the samples', async () => {
    const original = cameraFile({
      before: [
        box('free', text(DASHCAM_SECRET)),
        box('uuid', Buffer.alloc(16, 0xbe), text('<x:xmpmeta>SN-4C0FFEE</x:xmpmeta>')),
        box('gps ', text(DASHCAM_SECRET)),
      ],
    });
    const bytes = await clean(original);
    expect(walkBoxes(bytes).map((b) => b.path)).toEqual([
      'ftyp',
      'moov',
      'moov/mvhd',
      'moov/trak',
      'moov/trak/tkhd',
      'moov/trak/mdia',
      'moov/trak/mdia/mdhd',
      'moov/trak/mdia/hdlr',
      'moov/trak/mdia/minf',
      'moov/trak/mdia/minf/vmhd',
      'moov/trak/mdia/minf/dinf',
      'moov/trak/mdia/minf/dinf/dref',
      'moov/trak/mdia/minf/stbl',
      'moov/trak/mdia/minf/stbl/stsd',
      'moov/trak/mdia/minf/stbl/stts',
      'moov/trak/mdia/minf/stbl/stsc',
      'moov/trak/mdia/minf/stbl/stsz',
      'moov/trak/mdia/minf/stbl/stco',
      'mdat',
    ]);
    for (const secret of [
      DASHCAM_SECRET,
      'ABC123XYZ',
      LOCATION,
      'SN-4C0FFEE',
      'AcmeCam',
      'com.apple',
    ]) {
      expect(bytes.includes(secret), secret).toBe(false);
    }
    // The chunk offset points at the same picture samples, now after moov.
    const [stco] = boxBytes(bytes, 'moov/trak/mdia/minf/stbl/stco');
    const offset = stco!.readUInt32BE(16);
    expect(bytes.subarray(offset, offset + 150)).toEqual(Buffer.concat(pictures));
    // Every byte of mdat that no kept sample uses is zero: the lead, the fix and the tail.
    const [mdat] = boxBytes(bytes, 'mdat');
    const payload = mdat!.subarray(8);
    expect(payload.length).toBe(lead.length + 150 + fix.length + tail.length);
    expect(payload.subarray(0, lead.length).every((b) => b === 0)).toBe(true);
    expect(payload.subarray(lead.length + 150).every((b) => b === 0)).toBe(true);
    // The sample entry keeps its decoder setup, not its unknown box or compressor name.
    const [stsd] = boxBytes(bytes, 'moov/trak/mdia/minf/stbl/stsd');
    expect(stsd!.includes(avcC)).toBe(true);
    expect(stsd!.length).toBe(16 + 8 + 78 + avcC.length);
  });

  it('moves 64-bit chunk offsets (co64) too', async () => {
    const bytes = await clean(cameraFile({ wide: true, before: [box('skip', Buffer.alloc(64))] }));
    const [co64] = boxBytes(bytes, 'moov/trak/mdia/minf/stbl/co64');
    const offset = Number(co64!.readBigUInt64BE(16));
    expect(bytes.subarray(offset, offset + 150)).toEqual(Buffer.concat(pictures));
  });

  it('zeroes the creation and modification times of mvhd, tkhd and mdhd (versions 0 and 1), and names', async () => {
    const original = cameraFile();
    const bytes = await clean(original);
    const [mvhd] = boxBytes(bytes, 'moov/mvhd');
    const [tkhdBox] = boxBytes(bytes, 'moov/trak/tkhd');
    const [mdhd] = boxBytes(bytes, 'moov/trak/mdia/mdhd');
    for (const header of [mvhd!, tkhdBox!, mdhd!]) {
      expect(header.subarray(12, 20).every((b) => b === 0)).toBe(true);
    }
    expect(mvhd!.readUInt32BE(20)).toBe(1000);
    expect(tkhdBox!.readUInt32BE(20)).toBe(1);
    const [handler] = boxBytes(bytes, 'moov/trak/mdia/hdlr');
    expect(handler!.toString('latin1', 16, 20)).toBe('vide');
    expect(handler!.subarray(32).every((b) => b === 0)).toBe(true);

    const v1 = await clean(cameraFile({ version: 1 }));
    const [mvhd1] = boxBytes(v1, 'moov/mvhd');
    const [mdhd1] = boxBytes(v1, 'moov/trak/mdia/mdhd');
    for (const header of [mvhd1!, mdhd1!]) {
      expect(header[8]).toBe(1);
      expect(header.subarray(12, 28).every((b) => b === 0)).toBe(true);
      expect(header.readUInt32BE(28)).toBe(1000);
    }
  });

  it('refuses a file whose boxes do not hold together, or that has nothing to play', async () => {
    const whole = cameraFile();
    await expect(clean(whole.subarray(0, whole.length - 10))).rejects.toThrow(UnreadableVideoError);
    await expect(clean(Buffer.concat([whole, Buffer.alloc(4)]))).rejects.toThrow(
      UnreadableVideoError,
    );
    await expect(clean(Buffer.concat([ftyp, u32(4), text('moov')]))).rejects.toThrow(
      UnreadableVideoError,
    );
    await expect(clean(Buffer.alloc(0))).rejects.toThrow(UnreadableVideoError);
    // No moov, or a moov with only a telemetry track.
    await expect(clean(Buffer.concat([ftyp, box('mdat', Buffer.alloc(100))]))).rejects.toThrow(
      UnreadableVideoError,
    );
    const telemetryOnly = Buffer.concat([
      ftyp,
      box(
        'moov',
        track({ id: 1, handler: 'meta', stbl: sampleTable(0, [], box('mebx', Buffer.alloc(8))) }),
      ),
    ]);
    await expect(clean(telemetryOnly)).rejects.toThrow(UnreadableVideoError);
    // Samples said to lie outside the sample data.
    const outside = Buffer.concat([
      ftyp,
      box(
        'moov',
        track({ id: 1, handler: 'vide', stbl: sampleTable(1_000_000, [20], avc1(avcC)) }),
      ),
      box('mdat', Buffer.alloc(100)),
    ]);
    await expect(clean(outside)).rejects.toThrow(UnreadableVideoError);
  });

  it('walks 64-bit box sizes and a last box of size 0 (to the end of the file)', async () => {
    const base = cameraFile();
    const [mdatBox] = walkBoxes(base).filter((b) => b.type === 'mdat');
    const moovStart = walkBoxes(base).find((b) => b.type === 'moov')!.start;
    // mdat as a 64-bit box: everything after it moves 8 bytes, and so does the chunk offset.
    const payload = base.subarray(mdatBox!.start + 8, mdatBox!.end);
    const large = Buffer.concat([u32(1), text('mdat'), u64(16 + payload.length), payload]);
    const moov = Buffer.from(base.subarray(moovStart));
    const stcoAt = moov.indexOf(text('stco'));
    moov.writeUInt32BE(moov.readUInt32BE(stcoAt + 12) + 8, stcoAt + 12);
    const wide = Buffer.concat([base.subarray(0, mdatBox!.start), large, moov]);
    const bytes = await clean(wide);
    const [stco] = boxBytes(bytes, 'moov/trak/mdia/minf/stbl/stco');
    const offset = stco!.readUInt32BE(16);
    expect(bytes.subarray(offset, offset + 150)).toEqual(Buffer.concat(pictures));

    // A last metadata box of size 0 is left out like any other.
    const withLast = Buffer.concat([base, u32(0), text('meta'), location]);
    const cleaned = await clean(withLast);
    expect(cleaned.includes(LOCATION)).toBe(false);
    expect(
      walkBoxes(cleaned)
        .filter((b) => !b.path.includes('/'))
        .map((b) => b.type),
    ).toEqual(['ftyp', 'moov', 'mdat']);
  });
});

describe('cleanVideo (MP4) within its bounds', () => {
  /** `count` boxes of 8 bytes (a header and nothing else) after a whole, playable file. */
  const tinyBoxes = (count: number) => {
    const tiny = Buffer.alloc(count * 8);
    for (let at = 0; at < tiny.length; at += 8) {
      tiny.writeUInt32BE(8, at);
      tiny.write('abcd', at + 4, 'latin1');
    }
    return Buffer.concat([cameraFile(), tiny]);
  };

  it('refuses more boxes than a video has (the tiny-box file), and leaves nothing beside it', async () => {
    const limits = videoLimits('isobmff');
    await expect(clean(tinyBoxes(limits.maxBoxes + 1))).rejects.toThrow(VideoTooComplexError);
    // Right at the limit (the file's own boxes count too) it is accepted.
    const own = walkBoxes(cameraFile()).length;
    expect((await clean(tinyBoxes(limits.maxBoxes - own - 10))).includes('abcd')).toBe(false);
  });

  it('refuses a file not checked within the time budget, by the clock it is given', async () => {
    const limits = { ...videoLimits('isobmff'), now: steppingClock(1000), budgetMs: 20_000 };
    // Every header read looks at the clock: a file of a few dozen boxes takes "20 s".
    await expect(clean(tinyBoxes(30), 'isobmff', limits)).rejects.toThrow(VideoTooComplexError);
    const unhurried = { ...limits, now: steppingClock(1) };
    expect((await clean(tinyBoxes(30), 'isobmff', unhurried)).length).toBeGreaterThan(0);
  });

  it('refuses boxes nested deeper than the limit, and never walks into boxes it leaves out', async () => {
    const limits = videoLimits('isobmff');
    // The deepest kept box is 8 levels down; a limit below that refuses the file.
    await expect(clean(cameraFile(), 'isobmff', { ...limits, maxDepth: 5 })).rejects.toThrow(
      VideoTooComplexError,
    );
    // 100,000 levels of nesting inside a box that is left out cost one header.
    let nest = box('zzzz', text(DASHCAM_SECRET));
    const depth = 100_000;
    const sizes = Buffer.alloc(depth * 8);
    for (let level = depth - 1; level >= 0; level -= 1) {
      sizes.writeUInt32BE(8 * (depth - level) + nest.length, level * 8);
      sizes.write('udta', level * 8 + 4, 'latin1');
    }
    nest = Buffer.concat([sizes, nest]);
    const counted = { ...limits, maxBoxes: walkBoxes(cameraFile()).length + 20 };
    const bytes = await clean(Buffer.concat([cameraFile(), nest]), 'isobmff', counted);
    expect(bytes.includes(DASHCAM_SECRET)).toBe(false);
  });
});

describe('cleanVideo (MP4) on real files, which still play the same', () => {
  it.each([
    ['phone-video-with-location.mp4', 'mp4'],
    ['camera-video-with-location.mov', 'mov'],
  ])('%s loses its location, device and owner', async (fixture, extension) => {
    const original = await videoFixture(fixture);
    const bytes = await clean(original);
    for (const secret of IDENTIFYING_STRINGS) expect(bytes.includes(secret), secret).toBe(false);
    expect(bytes.length).toBeLessThan(original.length);
    expect(await decodedFrames(dir, bytes, extension)).toEqual(
      await decodedFrames(dir, original, extension),
    );
  });

  it('fragments whose second track counts from the end of the first track’s data (neither base flag) stay right', async () => {
    const made = await makeVideo(dir, 'fragmented');
    // An unknown box at the end of every traf, so each moof shrinks when it is dropped.
    const withUnknown = insertBoxes(made, 'moof/traf', box('zzzz', text(DASHCAM_SECRET)));
    // Rewrite each fragment as a muxer without either base flag would: the first track fragment
    // counts from its moof, the next from the end of the data before it.
    const chained = Buffer.from(withUnknown);
    const boxes = walkBoxes(withUnknown);
    for (const moof of boxes.filter((b) => b.type === 'moof')) {
      let previousEnd = moof.start;
      const trafs = boxes.filter(
        (b) => b.path === 'moof/traf' && b.start > moof.start && b.end <= moof.end,
      );
      for (const [index, traf] of trafs.entries()) {
        const tfhd = boxes.find(
          (b) => b.type === 'tfhd' && b.start > traf.start && b.end <= traf.end,
        )!;
        const flags = chained.readUInt32BE(tfhd.start + 8);
        chained.writeUInt32BE(flags & ~0x20000, tfhd.start + 8);
        const base = index === 0 ? moof.start : previousEnd;
        for (const trun of boxes.filter(
          (b) => b.type === 'trun' && b.start > traf.start && b.end <= traf.end,
        )) {
          const body = trun.start + 8;
          const trunFlags = chained.readUInt32BE(body);
          expect(trunFlags & 0x201).toBe(0x201); // data offset and per-sample sizes
          const count = chained.readUInt32BE(body + 4);
          const start = moof.start + chained.readInt32BE(body + 8);
          chained.writeInt32BE(start - base, body + 8);
          const fields = [0x100, 0x200, 0x400, 0x800].filter((bit) => trunFlags & bit);
          const sizeAt = body + 12 + (trunFlags & 0x4 ? 4 : 0) + fields.indexOf(0x200) * 4;
          let bytes = 0;
          for (let i = 0; i < count; i += 1)
            bytes += chained.readUInt32BE(sizeAt + i * fields.length * 4);
          previousEnd = start + bytes;
        }
      }
    }
    expect(chained.equals(withUnknown)).toBe(false);
    const frames = await decodedFrames(dir, made, 'mp4');
    expect(await decodedFrames(dir, chained, 'mp4')).toEqual(frames);
    const bytes = await clean(chained);
    expect(bytes.includes(DASHCAM_SECRET)).toBe(false);
    expect(await decodedFrames(dir, bytes, 'mp4')).toEqual(frames);
  });

  it('QuickTime sound (a version 1 entry with its decoder setup in wave) keeps playing the same', async () => {
    const made = await makeVideo(dir, 'mov');
    const bytes = await clean(made);
    expect(bytes.includes(LOCATION)).toBe(false);
    const [entry] = boxBytes(bytes, 'moov/trak/mdia/minf/stbl/stsd').filter((stsd) =>
      stsd.includes(text('mp4a')),
    );
    expect(entry!.readUInt16BE(16 + 8 + 8)).toBe(1);
    expect(entry!.includes(text('wave'))).toBe(true);
    expect(entry!.includes(text('esds'))).toBe(true);
    expect(await decodedFrames(dir, bytes, 'mov')).toEqual(await decodedFrames(dir, made, 'mov'));
  });

  it('a drone’s GPS subtitle track goes, and the pictures and sound still decode the same', async () => {
    const made = await makeVideo(dir, 'drone');
    expect(made.includes(DASHCAM_SECRET)).toBe(true);
    const bytes = await clean(made);
    expect(bytes.includes(DASHCAM_SECRET)).toBe(false);
    expect(walkBoxes(bytes).filter((b) => b.type === 'trak')).toHaveLength(2);
    expect(await decodedFrames(dir, bytes, 'mp4')).toEqual(await decodedFrames(dir, made, 'mp4'));
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
const uint = (value: number) => Buffer.from([value]);

const EBML = element(0x1a45dfa3, element(0x4282, text('webm')));
const simpleBlock = (trackNumber: number, fill: number) =>
  element(0xa3, Buffer.from([0x80 | trackNumber, 0, 0, 0x80]), Buffer.alloc(36, fill));
const tags = element(
  0x1254c367,
  element(
    0x7373,
    element(0x67c8, element(0x45a3, text('LOCATION')), element(0x4487, text(LOCATION))),
  ),
);
const unknownElement = (where: string) =>
  element(0x4f00 | where.length, text(`${where}:${DASHCAM_SECRET}`));

function webmFile() {
  const tracks = element(
    0x1654ae6b,
    element(
      0xae,
      element(0xd7, uint(1)),
      element(0x83, uint(1)),
      element(0x86, text('V_VP8')),
      element(0x536e, text('AcmeCam front')), // Name
      element(0xe0, element(0xb0, uint(64)), element(0xba, uint(48)), unknownElement('video')),
      unknownElement('entry'),
    ),
    element(
      0xae,
      element(0xd7, uint(2)),
      element(0x83, uint(0x11)), // subtitles: the GPS track drones write
      element(0x86, text('S_TEXT/UTF8')),
    ),
  );
  return Buffer.concat([
    EBML,
    unknownSize(
      0x18538067,
      element(
        0x1549a966,
        element(0x2ad7b1, Buffer.from([0x0f, 0x42, 0x40])),
        element(0x7ba9, text('Drive to Kandy')),
        element(0x4d80, text('AcmeMuxer 1.0')),
        element(0x5741, text('AcmeOS 14')),
        unknownElement('info'),
      ),
      tracks,
      unknownElement('segment'),
      unknownSize(
        0x1f43b675,
        element(0xe7, uint(0)),
        simpleBlock(1, 0x5a),
        element(0xa3, Buffer.from([0x82, 0, 0, 0x80]), text(`FIX:${DASHCAM_SECRET}`)),
        element(
          0xa0,
          element(0xa1, Buffer.from([0x81, 0, 1, 0]), Buffer.alloc(20, 0x6b)),
          unknownElement('group'),
        ),
        unknownElement('cluster'),
      ),
      unknownSize(0x1f43b675, element(0xe7, uint(1)), simpleBlock(1, 0x7c)),
      tags,
    ),
  ]);
}

describe('cleanVideo (WebM, by allowlist in place)', () => {
  it('voids everything not on the list at every level, and the blocks of tracks that are not pictures or sound', async () => {
    const original = webmFile();
    const bytes = await clean(original, 'webm');
    expect(bytes.length).toBe(original.length);
    for (const secret of [
      DASHCAM_SECRET,
      'Drive to Kandy',
      'AcmeMuxer',
      'AcmeOS',
      'AcmeCam',
      LOCATION,
      'S_TEXT',
    ]) {
      expect(bytes.includes(secret), secret).toBe(false);
    }
    // The pictures are where they were, byte for byte.
    for (const block of [simpleBlock(1, 0x5a), simpleBlock(1, 0x7c)]) {
      expect(bytes.indexOf(block)).toBe(original.indexOf(block));
    }
    expect(bytes.includes(Buffer.alloc(20, 0x6b))).toBe(true);
    expect(bytes.includes(text('V_VP8'))).toBe(true);
  });

  it('a real WebM loses its title and tags and still decodes the same', async () => {
    const original = await videoFixture('screen-recording-with-tags.webm');
    expect(original.includes('Drive to Kandy')).toBe(true);
    const bytes = await clean(original, 'webm');
    for (const secret of ['Drive to Kandy', LOCATION, 'SN-4C0FFEE', 'Lavf']) {
      expect(bytes.includes(secret), secret).toBe(false);
    }
    expect(await decodedFrames(dir, bytes, 'webm')).toEqual(
      await decodedFrames(dir, original, 'webm'),
    );
  });

  it('refuses a WebM whose elements do not fit, or that has no tracks', async () => {
    const whole = webmFile();
    const cutId = Buffer.from([0x1f, 0x43, 0xb6]);
    await expect(clean(Buffer.concat([whole, cutId]), 'webm')).rejects.toThrow(
      UnreadableVideoError,
    );
    const sized = Buffer.concat([EBML, element(0x18538067, tags)]);
    await expect(clean(sized.subarray(0, sized.length - 5), 'webm')).rejects.toThrow(
      UnreadableVideoError,
    );
    await expect(clean(sized, 'webm')).rejects.toThrow(UnreadableVideoError);
    await expect(clean(Buffer.from('not a webm at all'), 'webm')).rejects.toThrow(
      UnreadableVideoError,
    );
  });

  it('refuses more elements, more depth or more time than its limits', async () => {
    const limits = videoLimits('webm');
    // The tiny-element file: Void elements of 2 bytes, one after another.
    const voids = Buffer.alloc(2 * (limits.maxBoxes + 1));
    for (let at = 0; at < voids.length; at += 2) {
      voids[at] = 0xec;
      voids[at + 1] = 0x80;
    }
    const file = webmFile();
    await expect(clean(Buffer.concat([file, voids]), 'webm')).rejects.toThrow(VideoTooComplexError);
    await expect(clean(webmFile(), 'webm', { ...limits, maxDepth: 2 })).rejects.toThrow(
      VideoTooComplexError,
    );
    await expect(
      clean(webmFile(), 'webm', { ...limits, now: steppingClock(1000) }),
    ).rejects.toThrow(VideoTooComplexError);
  });
});
