import { type Bounds, UnreadableVideoError } from './video-bounds';
import {
  AUDIO_ENTRY_CHILDREN,
  KEPT_CHILDREN,
  KEPT_HANDLERS,
  VIDEO_ENTRY_CHILDREN,
  WAVE_CHILDREN,
} from './video-mp4-allowlist';
import {
  bodyOf,
  boxesIn,
  child,
  fullBoxFlags,
  type Header,
  headerIn,
  need,
  type Node,
} from './video-mp4-boxes';

/**
 * The movie box rebuilt by the allowlist: tracks of pictures and sound only, their sample
 * descriptions, data references written anew, and times and handler names blanked.
 */

/** A kept track's sample table, to find its samples and move its chunk offsets. */
export interface KeptTrack {
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

export interface Moov {
  node: Node;
  tracks: KeptTrack[];
  keptTracks: Set<number>;
  /** Every track's default sample size in fragments (trex), kept or not. */
  defaultSampleSizes: Map<number, number>;
}

export function keepMoov(data: Buffer, bounds: Bounds): Moov {
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
