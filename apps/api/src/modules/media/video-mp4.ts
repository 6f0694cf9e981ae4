import type { FileHandle } from 'node:fs/promises';
import {
  type Bounds,
  type FileWindow,
  UnreadableVideoError,
  VideoTooComplexError,
} from './video-bounds';

/**
 * MP4 and QuickTime (ISO base media file format) by allowlist (decision 105): the file is
 * rebuilt with only the boxes a player needs, everything else is left out, wherever it is and
 * whatever it is called. The pictures and sound are copied as they are, and every byte of `mdat`
 * that no kept track's sample uses is written as zero, so a dashcam's GPS log or a telemetry
 * track's fixes do not survive inside it. Offsets that point into the file (chunk offsets, a
 * fragment's base and data offsets, the fragment index) are moved with the boxes.
 */

// ── What is kept ───────────────────────────────────────────────────────────────────────────────

/** Each kept box that holds boxes, and the children kept in it; any other child is left out. */
const KEPT_CHILDREN: Record<string, ReadonlySet<string>> = {
  moov: new Set(['mvhd', 'trak', 'mvex']),
  trak: new Set(['tkhd', 'edts', 'mdia']),
  edts: new Set(['elst']),
  mdia: new Set(['mdhd', 'hdlr', 'minf']),
  minf: new Set(['vmhd', 'smhd', 'hdlr', 'dinf', 'stbl']),
  dinf: new Set(['dref']),
  stbl: new Set([
    'stsd',
    'stts',
    'ctts',
    'cslg',
    'stss',
    'stps',
    'sdtp',
    'stsc',
    'stsz',
    'stz2',
    'stco',
    'co64',
    'sgpd',
    'sbgp',
    'subs',
    'stsh',
    'padb',
  ]),
  mvex: new Set(['mehd', 'trex']),
  moof: new Set(['mfhd', 'traf']),
  traf: new Set(['tfhd', 'tfdt', 'trun', 'sgpd', 'sbgp', 'subs', 'sdtp']),
  mfra: new Set(['tfra', 'mfro']),
};

/** Tracks of pictures and sound; timed metadata, subtitles, timecode and hint tracks go. */
const KEPT_HANDLERS = new Set(['vide', 'soun']);

/** What a video sample entry (avc1, hvc1, vp09, av01 …) may hold: its decoder's setup. */
const VIDEO_ENTRY_CHILDREN = new Set([
  'avcC',
  'hvcC',
  'vvcC',
  'av1C',
  'vpcC',
  'dvcC',
  'dvvC',
  'lhvC',
  'esds',
  'd263',
  'glbl',
  'pasp',
  'colr',
  'clap',
  'btrt',
  'fiel',
  'gama',
  'mdcv',
  'clli',
  'SmDm',
  'CoLL',
]);

/** What a sound sample entry (mp4a, Opus, ac-3 …) may hold; QuickTime nests it in `wave`. */
const AUDIO_ENTRY_CHILDREN = new Set([
  'esds',
  'wave',
  'dOps',
  'dfLa',
  'alac',
  'dac3',
  'dec3',
  'dac4',
  'chan',
  'chnl',
  'btrt',
  'pcmC',
  'srat',
  'glbl',
  'damr',
]);
const WAVE_CHILDREN = new Set(['frma', 'mp4a', 'esds', 'enda', 'alac', 'chan', '\0\0\0\0']);

const TOP_LEVEL_KEPT = new Set(['ftyp', 'moov', 'mdat', 'moof', 'mfra']);

/** Boxes read whole into memory; anything larger is not an honest video's. */
const MAX_MOOV_BYTES = 32 * 1024 * 1024;
const MAX_FRAGMENT_BOX_BYTES = 4 * 1024 * 1024;
const MAX_FTYP_BYTES = 4 * 1024;
const MAX_METADATA_BYTES = 64 * 1024 * 1024;
/** Separate pieces of sample data (chunks, fragment runs) the copy keeps. */
const MAX_RANGES = 2_000_000;

const COPY_BLOCK_BYTES = 1024 * 1024;

// ── Boxes ──────────────────────────────────────────────────────────────────────────────────────

interface Header {
  type: string;
  start: number;
  headerSize: number;
  end: number;
}

/** A kept box as it will be written: `body` then `children` (a leaf has none). */
interface Node {
  type: string;
  body: Buffer;
  children?: Node[];
}

function headerIn(data: Buffer, at: number, end: number, offset = 0): Header {
  if (end - at < 8) throw new UnreadableVideoError('Stray bytes where a box should start.');
  const size32 = data.readUInt32BE(at);
  const type = data.toString('latin1', at + 4, at + 8);
  let headerSize = 8;
  let size = size32;
  if (size32 === 1) {
    if (end - at < 16) throw new UnreadableVideoError('A 64-bit box header is cut short.');
    const large = data.readBigUInt64BE(at + 8);
    if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw new UnreadableVideoError('Box too large.');
    size = Number(large);
    headerSize = 16;
  } else if (size32 === 0) {
    size = end - at;
  }
  if (size < headerSize || at + size > end) {
    throw new UnreadableVideoError(`The ${JSON.stringify(type)} box does not fit its parent.`);
  }
  return { type, start: offset + at, headerSize, end: offset + at + size };
}

/** The boxes in `data` from `start` to `end`, each counted against the limits. */
function* boxesIn(
  data: Buffer,
  start: number,
  end: number,
  depth: number,
  bounds: Bounds | undefined,
): Generator<Header> {
  for (let at = start; at < end;) {
    const box = headerIn(data, at, end);
    bounds?.box(depth);
    yield box;
    at = box.end;
  }
}

const bodyOf = (data: Buffer, box: Header) => data.subarray(box.start + box.headerSize, box.end);

function sizeOf(node: Node): number {
  let size = 8 + node.body.length;
  for (const child of node.children ?? []) size += sizeOf(child);
  return size;
}

function serialize(node: Node, out: Buffer, at: number): number {
  const size = sizeOf(node);
  out.writeUInt32BE(size, at);
  out.write(node.type, at + 4, 4, 'latin1');
  node.body.copy(out, at + 8);
  let position = at + 8 + node.body.length;
  for (const child of node.children ?? []) position = serialize(child, out, position);
  return position;
}

function toBuffer(node: Node): Buffer {
  const out = Buffer.alloc(sizeOf(node));
  serialize(node, out, 0);
  return out;
}

const child = (node: Node | undefined, type: string) =>
  node?.children?.find((candidate) => candidate.type === type);

function fullBoxFlags(body: Buffer): number {
  if (body.length < 4) throw new UnreadableVideoError('A full box is cut short.');
  return body.readUInt32BE(0) & 0xffffff;
}

function need(body: Buffer, length: number, type: string): void {
  if (body.length < length) throw new UnreadableVideoError(`The ${type} box is cut short.`);
}

// ── moov ───────────────────────────────────────────────────────────────────────────────────────

/** A kept track's sample table, to find its samples and move its chunk offsets. */
interface KeptTrack {
  id: number;
  stbl: Node;
}

interface MoovContext {
  bounds: Bounds;
  /** The ids of the tracks kept. */
  keptTracks: Set<number>;
  tracks: KeptTrack[];
  /** The handler of the track being walked: it decides the sample entries' layout. */
  handler?: string;
}

/** Zeroes creation and modification time (1904-01-01): when it was shot is no player's need. */
function zeroTimes(type: string, body: Buffer): Buffer {
  need(body, 4, type);
  const timesBytes = body[0] === 1 ? 16 : 8;
  need(body, 4 + timesBytes, type);
  body.fill(0, 4, 4 + timesBytes);
  return body;
}

/** A handler's name is free text that cameras fill with their own name; it becomes empty. */
function zeroHandlerName(body: Buffer): Buffer {
  need(body, 24, 'hdlr');
  body.fill(0, 24);
  return body;
}

function trackId(tkhd: Buffer): number {
  need(tkhd, 4, 'tkhd');
  const at = tkhd[0] === 1 ? 20 : 12;
  need(tkhd, at + 4, 'tkhd');
  return tkhd.readUInt32BE(at);
}

/** A track's id and handler type, read before the track is kept or left out. */
function trackFacts(data: Buffer, trak: Header): { id: number; handler: string } {
  let id: number | undefined;
  let handler = '';
  for (const box of boxesIn(data, trak.start + trak.headerSize, trak.end, 2, undefined)) {
    if (box.type === 'tkhd') id = trackId(bodyOf(data, box));
    if (box.type !== 'mdia') continue;
    for (const inner of boxesIn(data, box.start + box.headerSize, box.end, 3, undefined)) {
      if (inner.type !== 'hdlr') continue;
      const hdlr = bodyOf(data, inner);
      need(hdlr, 12, 'hdlr');
      handler = hdlr.toString('latin1', 8, 12);
    }
  }
  if (id === undefined) throw new UnreadableVideoError('A track has no header.');
  return { id, handler };
}

/**
 * Data references: a kept track's samples must be in this file. The table is written anew with
 * as many self-contained entries, so no path or URL a camera wrote survives.
 */
function canonicalDref(body: Buffer, data: Buffer, dref: Header, bounds: Bounds, depth: number) {
  need(body, 8, 'dref');
  const entries = [...boxesIn(data, dref.start + dref.headerSize + 8, dref.end, depth + 1, bounds)];
  for (const entry of entries) {
    if (!(fullBoxFlags(bodyOf(data, entry)) & 1)) {
      throw new UnreadableVideoError('The samples are in another file.');
    }
  }
  const count = Buffer.alloc(8);
  count.writeUInt32BE(entries.length, 4);
  const selfContained = Buffer.from([0, 0, 0, 1]);
  return {
    type: 'dref',
    body: count,
    children: entries.map(() => ({ type: 'url ', body: Buffer.from(selfContained) })),
  };
}

/** The fields before a sample entry's boxes: 8 for every entry, then its kind's own. */
function sampleEntryFieldBytes(entry: Buffer, handler: string, stsdVersion: number): number {
  if (handler === 'vide') return 78;
  need(entry, 10, 'sound sample entry');
  // QuickTime's sound descriptions (stsd version 0) grow by version; ISO's keep 28 bytes.
  const version = stsdVersion === 0 ? entry.readUInt16BE(8) : 0;
  return version === 1 ? 44 : version === 2 ? 64 : 28;
}

/**
 * The boxes after a sample entry's fields, read leniently: bytes that are not a box (some
 * writers end with a few zero bytes) are left out rather than refused.
 */
function keepEntryChildren(
  data: Buffer,
  start: number,
  end: number,
  allowed: ReadonlySet<string>,
  depth: number,
  bounds: Bounds,
): Node[] {
  const kept: Node[] = [];
  for (let at = start; end - at >= 8;) {
    let box: Header;
    try {
      box = headerIn(data, at, end);
    } catch {
      break;
    }
    bounds.box(depth);
    if (allowed.has(box.type)) {
      kept.push(
        box.type === 'wave'
          ? {
              type: 'wave',
              body: Buffer.alloc(0),
              children: keepEntryChildren(
                data,
                box.start + box.headerSize,
                box.end,
                WAVE_CHILDREN,
                depth + 1,
                bounds,
              ),
            }
          : { type: box.type, body: Buffer.from(bodyOf(data, box)) },
      );
    }
    at = box.end;
  }
  return kept;
}

/**
 * Sample descriptions: every entry is kept (samples point at them by number) with its fields,
 * and only its decoder's boxes. A video entry's compressor name (free text) is blanked.
 */
function keepSampleDescriptions(data: Buffer, stsd: Header, depth: number, ctx: MoovContext) {
  const body = bodyOf(data, stsd);
  need(body, 8, 'stsd');
  const handler = ctx.handler ?? '';
  const entries: Node[] = [];
  const start = stsd.start + stsd.headerSize + 8;
  for (const entry of boxesIn(data, start, stsd.end, depth + 1, ctx.bounds)) {
    const entryBody = bodyOf(data, entry);
    const fields = sampleEntryFieldBytes(entryBody, handler, body[0] ?? 0);
    need(entryBody, fields, 'sample entry');
    const fixed = Buffer.from(entryBody.subarray(0, fields));
    if (handler === 'vide') fixed.fill(0, 42, 74);
    entries.push({
      type: entry.type,
      body: fixed,
      children: keepEntryChildren(
        data,
        entry.start + entry.headerSize + fields,
        entry.end,
        handler === 'vide' ? VIDEO_ENTRY_CHILDREN : AUDIO_ENTRY_CHILDREN,
        depth + 2,
        ctx.bounds,
      ),
    });
  }
  return { type: 'stsd', body: Buffer.from(body.subarray(0, 8)), children: entries };
}

function keepBox(data: Buffer, box: Header, depth: number, ctx: MoovContext): Node | undefined {
  const body = () => Buffer.from(bodyOf(data, box));
  switch (box.type) {
    case 'trak': {
      const facts = trackFacts(data, box);
      if (!KEPT_HANDLERS.has(facts.handler)) return undefined;
      const node: Node = {
        type: 'trak',
        body: Buffer.alloc(0),
        children: keepChildren(data, box, depth, { ...ctx, handler: facts.handler }),
      };
      const stbl = child(child(child(node, 'mdia'), 'minf'), 'stbl');
      if (!stbl) throw new UnreadableVideoError('A track has no sample table.');
      ctx.keptTracks.add(facts.id);
      ctx.tracks.push({ id: facts.id, stbl });
      return node;
    }
    case 'mvhd':
    case 'tkhd':
    case 'mdhd':
      return { type: box.type, body: zeroTimes(box.type, body()) };
    case 'hdlr':
      return { type: 'hdlr', body: zeroHandlerName(body()) };
    case 'dref':
      return canonicalDref(body(), data, box, ctx.bounds, depth);
    case 'stsd':
      return keepSampleDescriptions(data, box, depth, ctx);
    default:
      if (KEPT_CHILDREN[box.type]) {
        return {
          type: box.type,
          body: Buffer.alloc(0),
          children: keepChildren(data, box, depth, ctx),
        };
      }
      return { type: box.type, body: body() };
  }
}

function keepChildren(data: Buffer, parent: Header, depth: number, ctx: MoovContext): Node[] {
  const allowed = KEPT_CHILDREN[parent.type] ?? new Set<string>();
  const kept: Node[] = [];
  for (const box of boxesIn(
    data,
    parent.start + parent.headerSize,
    parent.end,
    depth + 1,
    ctx.bounds,
  )) {
    if (!allowed.has(box.type)) continue;
    const node = keepBox(data, box, depth + 1, ctx);
    if (node) kept.push(node);
  }
  return kept;
}

interface Moov {
  node: Node;
  tracks: KeptTrack[];
  keptTracks: Set<number>;
  /** Every track's default sample size in fragments (trex), kept or not. */
  defaultSampleSizes: Map<number, number>;
}

function keepMoov(data: Buffer, bounds: Bounds): Moov {
  const moov: Header = { type: 'moov', start: 0, headerSize: 0, end: data.length };
  const ctx: MoovContext = { bounds, keptTracks: new Set(), tracks: [] };
  const defaultSampleSizes = new Map<number, number>();
  for (const box of boxesIn(data, 0, data.length, 1, undefined)) {
    if (box.type !== 'mvex') continue;
    for (const trex of boxesIn(data, box.start + box.headerSize, box.end, 2, undefined)) {
      if (trex.type !== 'trex') continue;
      const body = bodyOf(data, trex);
      need(body, 24, 'trex');
      defaultSampleSizes.set(body.readUInt32BE(4), body.readUInt32BE(16));
    }
  }
  const node: Node = {
    type: 'moov',
    body: Buffer.alloc(0),
    children: keepChildren(data, moov, 0, ctx),
  };
  // trex of tracks left out go too: after the tracks, whatever order the file had.
  const mvex = child(node, 'mvex');
  if (mvex?.children) {
    mvex.children = mvex.children.filter(
      (box) =>
        box.type !== 'trex' ||
        (box.body.length >= 8 && ctx.keptTracks.has(box.body.readUInt32BE(4))),
    );
  }
  if (ctx.tracks.length === 0) throw new UnreadableVideoError('The file has no pictures or sound.');
  return { node, tracks: ctx.tracks, keptTracks: ctx.keptTracks, defaultSampleSizes };
}

// ── Sample data ────────────────────────────────────────────────────────────────────────────────

/** The pieces of the file that kept samples use: copied; everything else in mdat is zeroed. */
class Ranges {
  private starts: number[] = [];
  private ends: number[] = [];

  add(start: number, length: number): void {
    if (length <= 0) return;
    if (this.starts.length >= MAX_RANGES) {
      throw new VideoTooComplexError(`More than ${MAX_RANGES} pieces of sample data.`);
    }
    this.starts.push(start);
    this.ends.push(start + length);
  }

  /** Sorted and merged: `[start, end]` pairs. */
  merged(bounds: Bounds): Array<[number, number]> {
    const order = Uint32Array.from(this.starts.keys()).sort(
      (a, b) => this.starts[a]! - this.starts[b]!,
    );
    bounds.tick();
    const merged: Array<[number, number]> = [];
    for (const index of order) {
      const start = this.starts[index]!;
      const end = this.ends[index]!;
      const last = merged[merged.length - 1];
      if (last && start <= last[1]) last[1] = Math.max(last[1], end);
      else merged.push([start, end]);
    }
    return merged;
  }
}

/** Where a kept track's chunks are, from its sample sizes, chunk runs and chunk offsets. */
function addChunkRanges(track: KeptTrack, ranges: Ranges, bounds: Bounds): void {
  const stsz = child(track.stbl, 'stsz');
  const stz2 = child(track.stbl, 'stz2');
  const stsc = child(track.stbl, 'stsc');
  const offsets = child(track.stbl, 'co64') ?? child(track.stbl, 'stco');
  if (!offsets) return;
  const wide = offsets.type === 'co64';
  need(offsets.body, 8, offsets.type);
  const chunks = offsets.body.readUInt32BE(4);
  need(offsets.body, 8 + chunks * (wide ? 8 : 4), offsets.type);
  if (chunks === 0) return;
  if (!stsc || (!stsz && !stz2)) throw new UnreadableVideoError('A sample table is missing.');

  let sampleCount: number;
  let uniformSize = 0;
  let sizeOf: (sample: number) => number;
  if (stsz) {
    need(stsz.body, 12, 'stsz');
    const uniform = stsz.body.readUInt32BE(4);
    sampleCount = stsz.body.readUInt32BE(8);
    if (!uniform) need(stsz.body, 12 + sampleCount * 4, 'stsz');
    uniformSize = uniform;
    sizeOf = (sample) => stsz.body.readUInt32BE(12 + sample * 4);
  } else {
    const body = stz2!.body;
    need(body, 12, 'stz2');
    const field = body[7]!;
    sampleCount = body.readUInt32BE(8);
    if (![4, 8, 16].includes(field)) throw new UnreadableVideoError('The stz2 box is not valid.');
    need(body, 12 + Math.ceil((sampleCount * field) / 8), 'stz2');
    sizeOf = (sample) => {
      if (field === 16) return body.readUInt16BE(12 + sample * 2);
      if (field === 8) return body[12 + sample]!;
      const byte = body[12 + (sample >> 1)]!;
      return sample & 1 ? byte & 0x0f : byte >> 4;
    };
  }
  need(stsc.body, 8, 'stsc');
  const runs = stsc.body.readUInt32BE(4);
  need(stsc.body, 8 + runs * 12, 'stsc');

  let sample = 0;
  for (let run = 0; run < runs; run += 1) {
    const firstChunk = stsc.body.readUInt32BE(8 + run * 12);
    const perChunk = stsc.body.readUInt32BE(12 + run * 12);
    const nextFirst = run + 1 < runs ? stsc.body.readUInt32BE(8 + (run + 1) * 12) : chunks + 1;
    if (firstChunk < 1 || nextFirst <= firstChunk || nextFirst > chunks + 1) {
      throw new UnreadableVideoError('The sample-to-chunk table is not valid.');
    }
    for (let chunk = firstChunk; chunk < nextFirst; chunk += 1) {
      const at = 8 + (chunk - 1) * (wide ? 8 : 4);
      const offset = wide
        ? Number(offsets.body.readBigUInt64BE(at))
        : offsets.body.readUInt32BE(at);
      if (sample + perChunk > sampleCount) {
        throw new UnreadableVideoError('A chunk has too many samples.');
      }
      // One multiplication when every sample has the same size: a table may claim billions.
      let length = uniformSize * perChunk;
      if (!uniformSize) {
        for (let i = 0; i < perChunk; i += 1) length += sizeOf(sample + i);
      }
      sample += perChunk;
      ranges.add(offset, length);
      if ((chunk & 0xfff) === 0) bounds.tick();
    }
  }
}

// ── Fragments ──────────────────────────────────────────────────────────────────────────────────

/** A kept track run: its data's old position, to be pointed at its new one. */
interface RunPlan {
  trun: Node;
  start: number;
}

/** A kept track fragment and how its offsets are counted. */
interface TrafPlan {
  tfhd: Node;
  /** The old absolute base when tfhd names one; otherwise the moof's start is the base. */
  explicitBase: number | undefined;
  runs: RunPlan[];
}

interface Fragment {
  node: Node;
  trafs: TrafPlan[];
  /** Old traf number (1-based, as mfra counts) to new, for kept trafs. */
  trafNumbers: Map<number, number>;
}

const TFHD_BASE = 0x1;
const TFHD_DEFAULT_SIZE = 0x10;
const TFHD_BASE_IS_MOOF = 0x20000;
const TRUN_DATA_OFFSET = 0x1;

function tfhdFields(body: Buffer) {
  need(body, 8, 'tfhd');
  const flags = fullBoxFlags(body);
  let at = 8;
  let base: number | undefined;
  if (flags & TFHD_BASE) {
    need(body, at + 8, 'tfhd');
    base = Number(body.readBigUInt64BE(at));
    at += 8;
  }
  if (flags & 0x2) at += 4;
  if (flags & 0x8) at += 4;
  let defaultSize: number | undefined;
  if (flags & TFHD_DEFAULT_SIZE) {
    need(body, at + 4, 'tfhd');
    defaultSize = body.readUInt32BE(at);
  }
  return { flags, trackId: body.readUInt32BE(4), base, defaultSize };
}

/** A track run's sample count, data offset (if written) and the bytes its samples take. */
function trunFields(body: Buffer, defaultSize: number | undefined) {
  need(body, 8, 'trun');
  const flags = fullBoxFlags(body);
  const count = body.readUInt32BE(4);
  let at = 8;
  let dataOffset: number | undefined;
  if (flags & TRUN_DATA_OFFSET) {
    need(body, at + 4, 'trun');
    dataOffset = body.readInt32BE(at);
    at += 4;
  }
  if (flags & 0x4) at += 4;
  const fields = [0x100, 0x200, 0x400, 0x800].filter((bit) => flags & bit);
  const perSample = fields.length * 4;
  need(body, at + count * perSample, 'trun');
  const sizeField = fields.indexOf(0x200);
  let bytes = 0;
  if (sizeField === -1) {
    if (defaultSize === undefined && count > 0) {
      throw new UnreadableVideoError('A track run has no sample sizes.');
    }
    bytes = (defaultSize ?? 0) * count;
  } else {
    for (let i = 0; i < count; i += 1)
      bytes += body.readUInt32BE(at + i * perSample + sizeField * 4);
  }
  return { flags, dataOffset, bytes };
}

/**
 * A movie fragment: its kept tracks' fragments with their allowed children, and where their
 * samples are. Offsets are counted as ISO 14496-12 says: from tfhd's base when it names one,
 * else from the moof (always so with default-base-is-moof, and for the first track fragment),
 * else from the end of the previous track fragment's data; a run without a data offset follows
 * the one before it.
 */
function keepFragment(
  data: Buffer,
  moofStart: number,
  moov: Moov,
  ranges: Ranges,
  bounds: Bounds,
): Fragment {
  const node: Node = { type: 'moof', body: Buffer.alloc(0), children: [] };
  const trafs: TrafPlan[] = [];
  const trafNumbers = new Map<number, number>();
  let previousEnd = moofStart;
  let trafNumber = 0;
  for (const box of boxesIn(data, 0, data.length, 1, bounds)) {
    if (box.type === 'mfhd')
      node.children!.push({ type: 'mfhd', body: Buffer.from(bodyOf(data, box)) });
    if (box.type !== 'traf') continue;
    trafNumber += 1;
    const children = [...boxesIn(data, box.start + box.headerSize, box.end, 2, bounds)];
    const tfhdBox = children.find((candidate) => candidate.type === 'tfhd');
    if (!tfhdBox) throw new UnreadableVideoError('A track fragment has no header.');
    const tfhd = tfhdFields(bodyOf(data, tfhdBox));
    const defaultSize = tfhd.defaultSize ?? moov.defaultSampleSizes.get(tfhd.trackId);
    const base =
      tfhd.base ?? (tfhd.flags & TFHD_BASE_IS_MOOF || trafNumber === 1 ? moofStart : previousEnd);
    const kept = moov.keptTracks.has(tfhd.trackId);
    const plan: TrafPlan = {
      tfhd: { type: 'tfhd', body: Buffer.from(bodyOf(data, tfhdBox)) },
      explicitBase: tfhd.base,
      runs: [],
    };
    const traf: Node = { type: 'traf', body: Buffer.alloc(0), children: [] };
    let position = base;
    for (const inner of children) {
      if (!KEPT_CHILDREN.traf!.has(inner.type)) continue;
      if (inner.type === 'tfhd') {
        traf.children!.push(plan.tfhd);
        continue;
      }
      const innerNode: Node = { type: inner.type, body: Buffer.from(bodyOf(data, inner)) };
      if (inner.type === 'trun') {
        const run = trunFields(innerNode.body, defaultSize);
        const start = run.dataOffset === undefined ? position : base + run.dataOffset;
        position = start + run.bytes;
        if (kept) {
          ranges.add(start, run.bytes);
          // Written anew from the new base, so every kept run names its data offset.
          if (run.dataOffset === undefined) {
            innerNode.body = Buffer.concat([
              innerNode.body.subarray(0, 8),
              Buffer.alloc(4),
              innerNode.body.subarray(8),
            ]);
            innerNode.body.writeUInt32BE(
              (innerNode.body.readUInt32BE(0) | TRUN_DATA_OFFSET) >>> 0,
              0,
            );
          }
          plan.runs.push({ trun: innerNode, start });
        }
      }
      traf.children!.push(innerNode);
    }
    previousEnd = position;
    if (!kept) continue;
    if (tfhd.base === undefined) {
      plan.tfhd.body.writeUInt32BE((plan.tfhd.body.readUInt32BE(0) | TFHD_BASE_IS_MOOF) >>> 0, 0);
    }
    node.children!.push(traf);
    trafs.push(plan);
    trafNumbers.set(trafNumber, trafs.length);
  }
  return { node, trafs, trafNumbers };
}

interface TfraEntry {
  at: number;
  moofOffset: number;
  trafAt: number;
  trafBytes: number;
}

/**
 * The fragment index, for the kept tracks. It is left out whole if it names a moof that is not
 * kept: a player finds the fragments without it.
 */
function keepFragmentIndex(
  data: Buffer,
  moov: Moov,
  keptMoofs: Map<number, Fragment>,
  bounds: Bounds,
): { node: Node; tfras: Array<{ node: Node; version: number; entries: TfraEntry[] }> } | undefined {
  const node: Node = { type: 'mfra', body: Buffer.alloc(0), children: [] };
  const tfras: Array<{ node: Node; version: number; entries: TfraEntry[] }> = [];
  let mfro: Node | undefined;
  for (const box of boxesIn(data, 0, data.length, 1, bounds)) {
    const body = Buffer.from(bodyOf(data, box));
    if (box.type === 'mfro') mfro = { type: 'mfro', body };
    if (box.type !== 'tfra') continue;
    need(body, 16, 'tfra');
    if (!moov.keptTracks.has(body.readUInt32BE(4))) continue;
    const version = body[0]!;
    const sizes = body.readUInt32BE(8);
    const trafBytes = ((sizes >> 4) & 3) + 1;
    const entryBytes =
      (version === 1 ? 16 : 8) + trafBytes + ((sizes >> 2) & 3) + 1 + (sizes & 3) + 1;
    const count = body.readUInt32BE(12);
    need(body, 16 + count * entryBytes, 'tfra');
    const entries: TfraEntry[] = [];
    for (let i = 0, at = 16; i < count; i += 1, at += entryBytes) {
      const moofOffset =
        version === 1 ? Number(body.readBigUInt64BE(at + 8)) : body.readUInt32BE(at + 4);
      if (!keptMoofs.has(moofOffset)) return undefined;
      entries.push({ at, moofOffset, trafAt: at + (version === 1 ? 16 : 8), trafBytes });
    }
    const tfra = { type: 'tfra', body };
    node.children!.push(tfra);
    tfras.push({ node: tfra, version, entries });
  }
  if (!mfro || mfro.body.length < 8) return undefined;
  node.children!.push(mfro);
  mfro.body.writeUInt32BE(sizeOf(node), 4);
  return { node, tfras };
}

// ── The whole file ─────────────────────────────────────────────────────────────────────────────

/** A kept top-level box, where it was and what is written for it. */
type Item =
  | { kind: 'node'; oldStart: number; node: Node; fragment?: Fragment }
  | { kind: 'mdat'; oldStart: number; oldPayload: number; oldEnd: number; headerSize: number };

async function readTopLevel(window: FileWindow, at: number): Promise<Header> {
  // Only the header is read; its size is checked against what is left of the file.
  const head = await window.upTo(at, 16);
  return headerIn(head, 0, window.size - at, at);
}

/**
 * Rebuilds the MP4 or QuickTime file read through `window` into `output`: ftyp and moov first
 * (so it plays while it downloads), then the fragments, sample data and index in their order.
 */
export async function rebuildIsoBmff(
  window: FileWindow,
  output: FileHandle,
  bounds: Bounds,
): Promise<void> {
  if (window.size === 0) throw new UnreadableVideoError('The file is empty.');
  const items: Item[] = [];
  const ranges = new Ranges();
  let ftyp: Buffer | undefined;
  let moov: Moov | undefined;
  let metadataBytes = 0;
  const fragments = new Map<number, Fragment>();
  let mfra: { at: number; data: Buffer } | undefined;

  const readWhole = async (box: Header, cap: number) => {
    const length = box.end - box.start - box.headerSize;
    if (length > cap) throw new VideoTooComplexError(`A ${box.type} box of ${length} bytes.`);
    metadataBytes += length;
    if (metadataBytes > MAX_METADATA_BYTES) throw new VideoTooComplexError('Too much metadata.');
    return window.bytes(box.start + box.headerSize, length);
  };

  for (let at = 0; at < window.size;) {
    const box = await readTopLevel(window, at);
    bounds.box(0);
    at = box.end;
    if (!TOP_LEVEL_KEPT.has(box.type)) continue;
    if (box.type === 'ftyp') {
      if (!ftyp) ftyp = await readWhole(box, MAX_FTYP_BYTES);
    } else if (box.type === 'moov') {
      if (moov) throw new UnreadableVideoError('The file has two movie boxes.');
      moov = keepMoov(await readWhole(box, MAX_MOOV_BYTES), bounds);
      for (const track of moov.tracks) addChunkRanges(track, ranges, bounds);
    } else if (box.type === 'moof') {
      if (!moov) throw new UnreadableVideoError('A fragment comes before the movie box.');
      const fragment = keepFragment(
        await readWhole(box, MAX_FRAGMENT_BOX_BYTES),
        box.start,
        moov,
        ranges,
        bounds,
      );
      if (fragment.trafs.length === 0) continue;
      fragments.set(box.start, fragment);
      items.push({ kind: 'node', oldStart: box.start, node: fragment.node, fragment });
    } else if (box.type === 'mdat') {
      items.push({
        kind: 'mdat',
        oldStart: box.start,
        oldPayload: box.start + box.headerSize,
        oldEnd: box.end,
        headerSize: box.headerSize,
      });
    } else if (box.type === 'mfra' && moov && !mfra) {
      mfra = { at: box.start, data: await readWhole(box, MAX_FRAGMENT_BOX_BYTES) };
    }
  }
  if (!moov) throw new UnreadableVideoError('The file has no movie box.');

  // Sample data outside every mdat cannot be kept playable; an mdat nothing uses is left out.
  const merged = ranges.merged(bounds);
  const mdats = items.filter((item) => item.kind === 'mdat');
  const used = new Set<Item>();
  let mdatIndex = 0;
  for (const [start, end] of merged) {
    while (mdatIndex < mdats.length && mdats[mdatIndex]!.oldEnd < end) mdatIndex += 1;
    const mdat = mdats[mdatIndex];
    if (!mdat || start < mdat.oldPayload)
      throw new UnreadableVideoError('Samples lie outside the sample data.');
    used.add(mdat);
  }
  const index = mfra && keepFragmentIndex(mfra.data, moov, fragments, bounds);

  // The new order and positions.
  const ordered: Item[] = [
    ...(ftyp ? [{ kind: 'node' as const, oldStart: -2, node: { type: 'ftyp', body: ftyp } }] : []),
    { kind: 'node', oldStart: -1, node: moov.node },
    ...items.filter((item) => item.kind === 'node' || used.has(item)),
    ...(index && mfra ? [{ kind: 'node' as const, oldStart: mfra.at, node: index.node }] : []),
  ];
  const newStarts = new Map<Item, number>();
  let position = 0;
  for (const item of ordered) {
    newStarts.set(item, position);
    position +=
      item.kind === 'node' ? sizeOf(item.node) : item.headerSize + item.oldEnd - item.oldPayload;
  }
  const keptMdats = ordered.filter((item) => item.kind === 'mdat');
  const newMoofStart = new Map<number, number>();
  for (const item of ordered) {
    if (item.kind === 'node' && item.fragment)
      newMoofStart.set(item.oldStart, newStarts.get(item)!);
  }

  /** Where an old position in sample data (or a kept moof's start) is in the new file. */
  const moved = (old: number): number => {
    const moof = newMoofStart.get(old);
    if (moof !== undefined) return moof;
    let low = 0;
    let high = keptMdats.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const mdat = keptMdats[middle]!;
      if (old < mdat.oldPayload) high = middle - 1;
      else if (old > mdat.oldEnd) low = middle + 1;
      else return newStarts.get(mdat)! + mdat.headerSize + (old - mdat.oldPayload);
    }
    throw new UnreadableVideoError('An offset points outside the sample data.');
  };

  for (const track of moov.tracks) {
    const offsets = child(track.stbl, 'co64') ?? child(track.stbl, 'stco');
    if (!offsets) continue;
    const wide = offsets.type === 'co64';
    const count = offsets.body.readUInt32BE(4);
    for (let i = 0; i < count; i += 1) {
      const at = 8 + i * (wide ? 8 : 4);
      if (wide)
        offsets.body.writeBigUInt64BE(BigInt(moved(Number(offsets.body.readBigUInt64BE(at)))), at);
      else {
        const offset = moved(offsets.body.readUInt32BE(at));
        if (offset > 0xffffffff) throw new VideoTooComplexError('A chunk moved past 4 GB.');
        offsets.body.writeUInt32BE(offset, at);
      }
      if ((i & 0xfff) === 0) bounds.tick();
    }
  }
  for (const [oldMoof, fragment] of fragments) {
    const moofStart = newMoofStart.get(oldMoof)!;
    for (const traf of fragment.trafs) {
      let base = moofStart;
      if (traf.explicitBase !== undefined) {
        base = moved(traf.explicitBase);
        traf.tfhd.body.writeBigUInt64BE(BigInt(base), 8);
      }
      for (const run of traf.runs) {
        const offset = moved(run.start) - base;
        if (offset < -0x80000000 || offset > 0x7fffffff)
          throw new UnreadableVideoError('A data offset is out of range.');
        run.trun.body.writeInt32BE(offset, 8);
      }
    }
  }
  for (const tfra of index?.tfras ?? []) {
    for (const entry of tfra.entries) {
      const fragment = fragments.get(entry.moofOffset)!;
      const newOffset = newMoofStart.get(entry.moofOffset)!;
      if (tfra.version === 1) tfra.node.body.writeBigUInt64BE(BigInt(newOffset), entry.at + 8);
      else tfra.node.body.writeUInt32BE(newOffset, entry.at + 4);
      const oldTraf = tfra.node.body.readUIntBE(entry.trafAt, entry.trafBytes);
      tfra.node.body.writeUIntBE(
        fragment.trafNumbers.get(oldTraf) ?? 1,
        entry.trafAt,
        entry.trafBytes,
      );
    }
  }

  // Write: kept boxes from memory, sample data copied with every unused byte zeroed.
  let written = 0;
  let rangeIndex = 0;
  const block = Buffer.alloc(COPY_BLOCK_BYTES);
  for (const item of ordered) {
    if (item.kind === 'node') {
      const bytes = toBuffer(item.node);
      await output.write(bytes, 0, bytes.length, written);
      written += bytes.length;
      continue;
    }
    const header = Buffer.alloc(item.headerSize);
    const size = item.headerSize + item.oldEnd - item.oldPayload;
    header.write('mdat', 4, 4, 'latin1');
    if (item.headerSize === 16) {
      header.writeUInt32BE(1, 0);
      header.writeBigUInt64BE(BigInt(size), 8);
    } else {
      header.writeUInt32BE(size, 0);
    }
    await output.write(header, 0, header.length, written);
    written += header.length;
    for (let from = item.oldPayload; from < item.oldEnd; from += COPY_BLOCK_BYTES) {
      bounds.tick();
      const length = Math.min(COPY_BLOCK_BYTES, item.oldEnd - from);
      const chunk = block.subarray(0, length);
      chunk.fill(0);
      while (rangeIndex < merged.length && merged[rangeIndex]![1] <= from) rangeIndex += 1;
      for (let r = rangeIndex; r < merged.length && merged[r]![0] < from + length; r += 1) {
        const start = Math.max(from, merged[r]![0]);
        const end = Math.min(from + length, merged[r]![1]);
        await window.readInto(chunk, start - from, start, end - start);
      }
      await output.write(chunk, 0, length, written);
      written += length;
    }
  }
}
