import type { FileHandle } from 'node:fs/promises';
import {
  type Bounds,
  type FileWindow,
  UnreadableVideoError,
  VideoTooComplexError,
} from './video-bounds';
import { TOP_LEVEL_KEPT } from './video-mp4-allowlist';
import { child, type Header, headerIn, type Node, sizeOf, toBuffer } from './video-mp4-boxes';
import { type Fragment, keepFragment, keepFragmentIndex } from './video-mp4-fragments';
import { keepMoov, type Moov } from './video-mp4-moov';
import { addChunkRanges, Ranges } from './video-mp4-samples';

/**
 * MP4 and QuickTime (ISO base media file format) by allowlist (decision 105): the file is
 * rebuilt with only the boxes a player needs, everything else is left out, wherever it is and
 * whatever it is called. The pictures and sound are copied as they are, and every byte of `mdat`
 * that no kept track's sample uses is written as zero, so a dashcam's GPS log or a telemetry
 * track's fixes do not survive inside it. Offsets that point into the file (chunk offsets, a
 * fragment's base and data offsets, the fragment index) are moved with the boxes.
 */

/** Boxes read whole into memory; anything larger is not an honest video's. */
const MAX_MOOV_BYTES = 32 * 1024 * 1024;
const MAX_FRAGMENT_BOX_BYTES = 4 * 1024 * 1024;
const MAX_FTYP_BYTES = 4 * 1024;
const MAX_METADATA_BYTES = 64 * 1024 * 1024;

const COPY_BLOCK_BYTES = 1024 * 1024;

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
