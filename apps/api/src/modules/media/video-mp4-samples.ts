import { type Bounds, UnreadableVideoError, VideoTooComplexError } from './video-bounds';
import { child, need } from './video-mp4-boxes';
import type { KeptTrack } from './video-mp4-moov';

/**
 * Which bytes of the sample data the kept tracks use: every other byte of mdat is written as
 * zero, so a track left out (a GPS log, telemetry) leaves nothing behind.
 */

/** Separate pieces of sample data (chunks, fragment runs) the copy keeps. */
const MAX_RANGES = 2_000_000;

/** The pieces of the file that kept samples use: copied; everything else in mdat is zeroed. */
export class Ranges {
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
export function addChunkRanges(track: KeptTrack, ranges: Ranges, bounds: Bounds): void {
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
