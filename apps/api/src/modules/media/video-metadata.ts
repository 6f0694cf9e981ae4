import { open, type FileHandle } from 'node:fs/promises';

/**
 * Removes location, device and owner metadata from a video in place, without ffmpeg (decision
 * 072). Nothing moves: every metadata box (MP4/MOV) or element (WebM) is overwritten by padding
 * of exactly its own size with its bytes zeroed, so the chunk offsets (`stco`/`co64`, WebM's
 * cues) stay valid and the sound and pictures are not touched. The file is walked with small
 * reads at known positions, never read whole: a video may be 200 MB.
 */

/** The file's structure could not be walked; it must be refused, never stored as it is. */
export class UnreadableVideoError extends Error {}

export type VideoContainer = 'isobmff' | 'webm';

const ZEROS = Buffer.alloc(64 * 1024);

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new UnreadableVideoError('The file ends inside a header.');
  return buffer;
}

async function zeroRange(file: FileHandle, start: number, end: number): Promise<void> {
  for (let at = start; at < end; at += ZEROS.length) {
    await file.write(ZEROS, 0, Math.min(ZEROS.length, end - at), at);
  }
}

// ── MP4 and QuickTime (ISO base media file format) ─────────────────────────────────────────────

/** Boxes that only hold other boxes, walked to reach the metadata inside them. */
const CONTAINER_BOXES = new Set([
  'moov',
  'trak',
  'mdia',
  'minf',
  'stbl',
  'edts',
  'dinf',
  'mvex',
  'moof',
  'traf',
  'mfra',
]);

/**
 * Boxes that exist to carry metadata, wherever they sit: user data (©xyz location, ©mak, ©mod,
 * ©swr, ©day, owner and copyright, 3GPP `loci`), `meta` with its `keys`/`ilst` (Apple's
 * com.apple.quicktime.location.ISO6709, make, model, software), `uuid` boxes (XMP, camera
 * serials) and padding, which may still hold what an editor cut out of the file.
 */
const METADATA_BOXES = new Set([
  'udta',
  'meta',
  'uuid',
  'ilst',
  'keys',
  'XMP_',
  'loci',
  '\u00a9xyz',
  'free',
  'skip',
  'wide',
]);

/** Headers whose creation and modification times say when (so, with the ad, where) it was shot. */
const TIMED_HEADERS = new Set(['mvhd', 'tkhd', 'mdhd']);

interface Box {
  type: string;
  start: number;
  headerSize: number;
  end: number;
}

async function readBox(file: FileHandle, at: number, limit: number): Promise<Box> {
  if (limit - at < 8) throw new UnreadableVideoError('A box header is cut short.');
  const head = await readAt(file, at, 8);
  const size32 = head.readUInt32BE(0);
  const type = head.toString('latin1', 4, 8);
  let headerSize = 8;
  let size: number;
  if (size32 === 1) {
    if (limit - at < 16) throw new UnreadableVideoError('A 64-bit box header is cut short.');
    const large = (await readAt(file, at + 8, 8)).readBigUInt64BE(0);
    if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw new UnreadableVideoError('Box too large.');
    size = Number(large);
    headerSize = 16;
  } else if (size32 === 0) {
    // "Runs to the end of the file": at the top level that is the file, inside a box its end.
    size = limit - at;
  } else {
    size = size32;
  }
  if (size < headerSize || at + size > limit) {
    throw new UnreadableVideoError(`The ${JSON.stringify(type)} box does not fit its parent.`);
  }
  return { type, start: at, headerSize, end: at + size };
}

/** Turns the box into `free` padding of the same size (its size field is kept as written). */
async function neutraliseBox(file: FileHandle, box: Box): Promise<void> {
  await file.write(Buffer.from('free', 'latin1'), 0, 4, box.start + 4);
  await zeroRange(file, box.start + box.headerSize, box.end);
}

/** Zeroes creation and modification time (1904-01-01), which every player ignores. */
async function zeroTimes(file: FileHandle, box: Box): Promise<void> {
  const body = box.start + box.headerSize;
  if (box.end - body < 4) throw new UnreadableVideoError(`The ${box.type} box is cut short.`);
  const version = (await readAt(file, body, 1))[0];
  const timesBytes = version === 1 ? 16 : 8;
  if (box.end - body < 4 + timesBytes) {
    throw new UnreadableVideoError(`The ${box.type} box is cut short.`);
  }
  await file.write(ZEROS, 0, timesBytes, body + 4);
}

/**
 * A handler's name is free text that cameras fill with their own name ("GoPro AVC", "AcmeCam");
 * it is zeroed, leaving an empty name (fullbox header, pre_defined, type, reserved: 24 bytes).
 */
async function zeroHandlerName(file: FileHandle, box: Box): Promise<void> {
  const nameStart = box.start + box.headerSize + 24;
  if (nameStart < box.end) await zeroRange(file, nameStart, box.end);
}

/**
 * Tracks whose samples are data about the recording rather than pictures or sound: timed
 * metadata (GoPro's GPMF and Apple's mebx carry GPS fixes, Google's camm the camera's motion)
 * and subtitle tracks (drones write their GPS position as subtitles).
 */
const TELEMETRY_HANDLERS = new Set(['meta', 'camm', 'text', 'sbtl', 'subt']);
/** A sample table larger than this is not a telemetry track's; such a file is refused. */
const MAX_TABLE_BYTES = 16 * 1024 * 1024;

async function findChild(file: FileHandle, parent: Box, type: string): Promise<Box | undefined> {
  for (let at = parent.start + parent.headerSize; at < parent.end;) {
    const box = await readBox(file, at, parent.end);
    if (box.type === type) return box;
    at = box.end;
  }
  return undefined;
}

async function readTable(file: FileHandle, box: Box | undefined): Promise<Buffer> {
  if (!box) throw new UnreadableVideoError('A telemetry track has no sample table.');
  const length = box.end - box.start - box.headerSize;
  if (length < 8 || length > MAX_TABLE_BYTES) {
    throw new UnreadableVideoError(`The ${box.type} table has an unusable size.`);
  }
  return readAt(file, box.start + box.headerSize, length);
}

function entryCount(table: Buffer, offset: number, entryBytes: number): number {
  const count = table.readUInt32BE(offset);
  if (offset + 4 + count * entryBytes > table.length) {
    throw new UnreadableVideoError('A sample table is cut short.');
  }
  return count;
}

/**
 * Zeroes, where they lie in `mdat`, the samples of a track whose handler is telemetry: blanking
 * the track's boxes alone would leave its GPS fixes in the file for anyone to read.
 */
async function zeroTelemetrySamples(file: FileHandle, trak: Box, fileSize: number): Promise<void> {
  const mdia = await findChild(file, trak, 'mdia');
  const hdlr = mdia && (await findChild(file, mdia, 'hdlr'));
  if (!hdlr || hdlr.end - hdlr.start - hdlr.headerSize < 12) return;
  const handler = (await readAt(file, hdlr.start + hdlr.headerSize + 8, 4)).toString('latin1');
  if (!TELEMETRY_HANDLERS.has(handler)) return;

  const minf = mdia && (await findChild(file, mdia, 'minf'));
  const stbl = minf && (await findChild(file, minf, 'stbl'));
  if (!stbl) throw new UnreadableVideoError('A telemetry track has no sample table.');
  const stsz = await readTable(file, await findChild(file, stbl, 'stsz'));
  const stsc = await readTable(file, await findChild(file, stbl, 'stsc'));
  const co64 = await findChild(file, stbl, 'co64');
  const stco = await readTable(file, co64 ?? (await findChild(file, stbl, 'stco')));
  const offsetBytes = co64 ? 8 : 4;

  const uniformSize = stsz.readUInt32BE(4);
  const sampleCount = uniformSize ? stsz.readUInt32BE(8) : entryCount(stsz, 8, 4);
  const sizeOf = (sample: number) => uniformSize || stsz.readUInt32BE(12 + sample * 4);
  const runs = entryCount(stsc, 4, 12);
  const chunks = entryCount(stco, 4, offsetBytes);

  let sample = 0;
  for (let run = 0; run < runs; run += 1) {
    const firstChunk = stsc.readUInt32BE(8 + run * 12);
    const perChunk = stsc.readUInt32BE(12 + run * 12);
    const nextFirst = run + 1 < runs ? stsc.readUInt32BE(8 + (run + 1) * 12) : chunks + 1;
    if (firstChunk < 1 || nextFirst <= firstChunk || nextFirst > chunks + 1) {
      throw new UnreadableVideoError('The sample-to-chunk table is not valid.');
    }
    for (let chunk = firstChunk; chunk < nextFirst; chunk += 1) {
      const at = 8 + (chunk - 1) * offsetBytes;
      const offset = co64 ? Number(stco.readBigUInt64BE(at)) : stco.readUInt32BE(at);
      let length = 0;
      for (let i = 0; i < perChunk; i += 1, sample += 1) {
        if (sample >= sampleCount) throw new UnreadableVideoError('A chunk has too many samples.');
        length += sizeOf(sample);
      }
      if (offset + length > fileSize) throw new UnreadableVideoError('A chunk lies past the end.');
      await zeroRange(file, offset, offset + length);
    }
  }
}

async function scrubBoxes(
  file: FileHandle,
  start: number,
  end: number,
  fileSize: number,
): Promise<number> {
  let changed = 0;
  let at = start;
  while (at < end) {
    const box = await readBox(file, at, end);
    if (METADATA_BOXES.has(box.type)) {
      await neutraliseBox(file, box);
      changed += 1;
    } else if (CONTAINER_BOXES.has(box.type)) {
      if (box.type === 'trak') await zeroTelemetrySamples(file, box, fileSize);
      changed += await scrubBoxes(file, box.start + box.headerSize, box.end, fileSize);
    } else if (TIMED_HEADERS.has(box.type)) {
      await zeroTimes(file, box);
    } else if (box.type === 'hdlr') {
      await zeroHandlerName(file, box);
    }
    at = box.end;
  }
  return changed;
}

// ── WebM (Matroska, EBML) ──────────────────────────────────────────────────────────────────────

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const INFO = 0x1549a966;
const VOID = 0xec;
/** Tags (titles, locations, devices as the muxer was told) and Attachments (any file at all). */
const WEBM_METADATA = new Set([0x1254c367, 0x1941a469]);
/** Inside Info: the title and the moment it was recorded. */
const INFO_METADATA = new Set([0x7ba9, 0x4461]);
/** The Segment's children; one of these ends a Cluster whose size was left unknown. */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74, // SeekHead
  INFO,
  0x1654ae6b, // Tracks
  0x1c53bb6b, // Cues
  0x1043a770, // Chapters
  CLUSTER,
  ...WEBM_METADATA,
]);

interface Element {
  id: number;
  start: number;
  dataStart: number;
  /** undefined when the size is "unknown" (a live recording such as MediaRecorder's). */
  end: number | undefined;
}

async function readElement(file: FileHandle, at: number, limit: number): Promise<Element> {
  const head = await readAt(file, at, Math.min(12, limit - at));
  const first = head[0] ?? 0;
  const idLength =
    first >= 0x80 ? 1 : first >= 0x40 ? 2 : first >= 0x20 ? 3 : first >= 0x10 ? 4 : 0;
  if (idLength === 0 || head.length < idLength + 1) {
    throw new UnreadableVideoError('An element id is not valid.');
  }
  const id = head.readUIntBE(0, idLength);
  const sizeFirst = head[idLength] ?? 0;
  let sizeLength = 1;
  while (sizeLength <= 8 && !(sizeFirst & (0x100 >> sizeLength))) sizeLength += 1;
  if (sizeLength > 8 || head.length < idLength + sizeLength) {
    throw new UnreadableVideoError('An element size is not valid.');
  }
  let size = BigInt(sizeFirst & (0xff >> sizeLength));
  let allOnes = size === BigInt(0xff >> sizeLength);
  for (let i = 1; i < sizeLength; i += 1) {
    const byte = head[idLength + i] ?? 0;
    size = (size << 8n) | BigInt(byte);
    allOnes &&= byte === 0xff;
  }
  const dataStart = at + idLength + sizeLength;
  if (allOnes) return { id, start: at, dataStart, end: undefined };
  if (size > BigInt(limit - dataStart)) {
    throw new UnreadableVideoError('An element does not fit its parent.');
  }
  return { id, start: at, dataStart, end: dataStart + Number(size) };
}

/** Overwrites a whole element with a Void element of the same total length. */
async function voidElement(file: FileHandle, start: number, end: number): Promise<void> {
  const total = end - start;
  const sizeLength = Math.min(8, total - 1);
  const dataSize = total - 1 - sizeLength;
  const header = Buffer.alloc(1 + sizeLength);
  header[0] = VOID;
  // An EBML size of `sizeLength` bytes: its length marker bit, then the value.
  let size = BigInt(dataSize) | (1n << BigInt(7 * sizeLength));
  for (let i = sizeLength; i >= 1; i -= 1) {
    header[i] = Number(size & 0xffn);
    size >>= 8n;
  }
  await file.write(header, 0, header.length, start);
  await zeroRange(file, start + header.length, end);
}

/** Walks a Cluster of unknown size to where the next Segment child starts. */
async function endOfUnknownCluster(file: FileHandle, at: number, limit: number): Promise<number> {
  let position = at;
  while (limit - position >= 2) {
    const child = await readElement(file, position, limit);
    if (SEGMENT_CHILDREN.has(child.id)) return position;
    if (child.end === undefined) throw new UnreadableVideoError('A block has no size.');
    position = child.end;
  }
  return limit;
}

async function scrubInfo(file: FileHandle, start: number, end: number): Promise<number> {
  let changed = 0;
  for (let at = start; at < end;) {
    const child = await readElement(file, at, end);
    if (child.end === undefined) throw new UnreadableVideoError('An Info field has no size.');
    if (INFO_METADATA.has(child.id)) {
      await voidElement(file, child.start, child.end);
      changed += 1;
    }
    at = child.end;
  }
  return changed;
}

async function scrubWebm(file: FileHandle, fileSize: number): Promise<number> {
  const header = await readElement(file, 0, fileSize);
  if (header.id !== EBML_HEADER || header.end === undefined) {
    throw new UnreadableVideoError('The file does not start with an EBML header.');
  }
  const segment = await readElement(file, header.end, fileSize);
  if (segment.id !== SEGMENT) throw new UnreadableVideoError('The file has no Segment.');
  const segmentEnd = segment.end ?? fileSize;
  let changed = 0;
  for (let at = segment.dataStart; segmentEnd - at >= 2;) {
    const child = await readElement(file, at, segmentEnd);
    if (child.end === undefined) {
      if (child.id !== CLUSTER) throw new UnreadableVideoError('An element has no size.');
      at = await endOfUnknownCluster(file, child.dataStart, segmentEnd);
      continue;
    }
    if (WEBM_METADATA.has(child.id)) {
      await voidElement(file, child.start, child.end);
      changed += 1;
    } else if (child.id === INFO) {
      changed += await scrubInfo(file, child.dataStart, child.end);
    }
    at = child.end;
  }
  return changed;
}

/**
 * Strips the video at `filePath` in place and returns how many boxes or elements it blanked.
 * Throws UnreadableVideoError when the structure does not hold together; the file may then be
 * half-stripped and must not be stored.
 */
export async function stripVideoMetadata(
  filePath: string,
  container: VideoContainer,
): Promise<number> {
  const file = await open(filePath, 'r+');
  try {
    const { size } = await file.stat();
    if (container === 'webm') return await scrubWebm(file, size);
    if (size === 0) throw new UnreadableVideoError('The file is empty.');
    return await scrubBoxes(file, 0, size, size);
  } finally {
    await file.close();
  }
}
