import { type Bounds, UnreadableVideoError } from './video-bounds';
import { KEPT_CHILDREN } from './video-mp4-allowlist';
import { bodyOf, boxesIn, fullBoxFlags, need, type Node, sizeOf } from './video-mp4-boxes';
import type { Moov } from './video-mp4-moov';
import type { Ranges } from './video-mp4-samples';

/**
 * Fragmented MP4: each movie fragment (moof) and the fragment index (mfra) kept for the kept
 * tracks, with what is needed to move their offsets once the new positions are known.
 */

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

export interface Fragment {
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
export function keepFragment(
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
export function keepFragmentIndex(
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
