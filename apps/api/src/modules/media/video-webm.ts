import type { FileHandle } from 'node:fs/promises';
import { type Bounds, type FileWindow, UnreadableVideoError } from './video-bounds';
import {
  BLOCK,
  BLOCK_GROUP,
  BLOCK_GROUP_RULES,
  CLUSTER,
  CUES,
  CUES_RULES,
  EBML_HEADER,
  EBML_HEADER_RULES,
  INFO,
  INFO_RULES,
  KEPT_TRACK_TYPES,
  type Rules,
  SEEK,
  SEEK_HEAD,
  SEEK_ID,
  SEEK_RULES,
  SEEK_TARGETS,
  SEGMENT,
  SEGMENT_CHILDREN,
  SIMPLE_BLOCK,
  TRACK_ENTRY,
  TRACK_ENTRY_RULES,
  TRACK_NUMBER,
  TRACK_TYPE,
  TRACKS,
  VOID,
} from './video-webm-allowlist';

/**
 * WebM (Matroska) by allowlist, in place (decision 105). Every element is walked down to the
 * level a player reads, and whatever is not on the list for where it stands becomes a Void
 * element of the same length with its bytes zeroed: Tags, Attachments, Chapters, the title and
 * date, a track's name, elements nobody knows, blocks of tracks that are neither pictures nor
 * sound. Matroska made Void for exactly this: nothing moves, so the SeekHead, Cues and Segment
 * size stay right without being rewritten. The two mandatory strings of Info (MuxingApp,
 * WritingApp) stay as empty strings (zero bytes, which Matroska reads as padding).
 */
interface Element {
  id: number;
  start: number;
  dataStart: number;
  /** undefined when the size is "unknown" (a live recording such as MediaRecorder's). */
  end: number | undefined;
}

const ZEROS = Buffer.alloc(64 * 1024);

class WebmCleaner {
  private readonly keptTracks = new Set<number>();
  private tracksSeen = false;
  /**
   * Neighbouring elements of one parent that go are voided as one: a file of a million tiny
   * elements costs one write, not a million.
   */
  private pending: { start: number; end: number } | undefined;

  constructor(
    private readonly window: FileWindow,
    private readonly file: FileHandle,
    private readonly bounds: Bounds,
  ) {}

  async clean(): Promise<void> {
    const size = this.window.size;
    const header = await this.element(0, size, 0);
    if (header.id !== EBML_HEADER || header.end === undefined) {
      throw new UnreadableVideoError('The file does not start with an EBML header.');
    }
    await this.walk(header.dataStart, header.end, EBML_HEADER_RULES, 1);
    const segment = await this.element(header.end, size, 0);
    if (segment.id !== SEGMENT) throw new UnreadableVideoError('The file has no Segment.');
    const segmentEnd = segment.end ?? size;
    await this.segment(segment.dataStart, segmentEnd);
    // Whatever follows the Segment is no part of the video.
    for (let at = segmentEnd; at < size;) {
      const after = await this.element(at, size, 0);
      if (after.end === undefined) throw new UnreadableVideoError('An element has no size.');
      await this.drop(after.start, after.end);
      at = after.end;
    }
    await this.flush();
    if (!this.tracksSeen || this.keptTracks.size === 0) {
      throw new UnreadableVideoError('The file has no pictures or sound.');
    }
  }

  private async segment(start: number, end: number): Promise<void> {
    for (let at = start; end - at >= 2;) {
      const child = await this.element(at, end, 1);
      if (child.id === CLUSTER) {
        at = await this.cluster(child, end);
        continue;
      }
      if (child.end === undefined) throw new UnreadableVideoError('An element has no size.');
      if (child.id === SEEK_HEAD) await this.seekHead(child.dataStart, child.end);
      else if (child.id === INFO) await this.walk(child.dataStart, child.end, INFO_RULES, 2);
      else if (child.id === TRACKS) await this.tracks(child.dataStart, child.end);
      else if (child.id === CUES) await this.walk(child.dataStart, child.end, CUES_RULES, 2);
      else await this.drop(child.start, child.end);
      at = child.end;
    }
    await this.flush();
  }

  private async seekHead(start: number, end: number): Promise<void> {
    for (let at = start; at < end;) {
      const seek = await this.sized(at, end, 2);
      const target =
        seek.id === SEEK ? await this.childValue(seek.dataStart, seek.end, SEEK_ID) : undefined;
      if (target !== undefined && SEEK_TARGETS.has(target)) {
        await this.walk(seek.dataStart, seek.end, SEEK_RULES, 3);
      } else {
        await this.drop(seek.start, seek.end);
      }
      at = seek.end;
    }
    await this.flush();
  }

  private async tracks(start: number, end: number): Promise<void> {
    this.tracksSeen = true;
    for (let at = start; at < end;) {
      const entry = await this.sized(at, end, 2);
      const type =
        entry.id === TRACK_ENTRY
          ? await this.childValue(entry.dataStart, entry.end, TRACK_TYPE)
          : undefined;
      const number =
        entry.id === TRACK_ENTRY
          ? await this.childValue(entry.dataStart, entry.end, TRACK_NUMBER)
          : undefined;
      if (type !== undefined && number !== undefined && KEPT_TRACK_TYPES.has(type)) {
        this.keptTracks.add(number);
        await this.walk(entry.dataStart, entry.end, TRACK_ENTRY_RULES, 3);
      } else {
        await this.drop(entry.start, entry.end);
      }
      at = entry.end;
    }
    await this.flush();
  }

  /** Walks a Cluster; one of unknown size ends where the next level-1 element starts. */
  private async cluster(cluster: Element, segmentEnd: number): Promise<number> {
    if (!this.tracksSeen) throw new UnreadableVideoError('A Cluster comes before the Tracks.');
    const end = cluster.end ?? segmentEnd;
    let at = cluster.dataStart;
    while (end - at >= 2) {
      const child = await this.element(at, end, 2);
      if (cluster.end === undefined && SEGMENT_CHILDREN.has(child.id)) {
        await this.flush();
        return at;
      }
      if (child.end === undefined) throw new UnreadableVideoError('A block has no size.');
      if (child.id === 0xe7 || child.id === 0xa7 || child.id === 0xab) {
        // Timestamp, Position, PrevSize: numbers a player uses.
      } else if (child.id === SIMPLE_BLOCK) {
        if (!this.keptTracks.has(await this.blockTrack(child.dataStart, child.end))) {
          await this.drop(child.start, child.end);
        }
      } else if (child.id === BLOCK_GROUP) {
        const block = await this.find(child.dataStart, child.end, BLOCK);
        if (block && this.keptTracks.has(await this.blockTrack(block.dataStart, block.end))) {
          await this.walk(child.dataStart, child.end, BLOCK_GROUP_RULES, 3);
        } else {
          await this.drop(child.start, child.end);
        }
      } else {
        await this.drop(child.start, child.end);
      }
      at = child.end;
    }
    await this.flush();
    return end;
  }

  /** Keeps the children on `rules`, walks those with their own list, voids the rest. */
  private async walk(start: number, end: number, rules: Rules, depth: number): Promise<void> {
    for (let at = start; at < end;) {
      const element = await this.sized(at, end, depth);
      const rule = rules.get(element.id);
      if (rule === undefined) await this.drop(element.start, element.end);
      else if (rule === 'blank') await this.zero(element.dataStart, element.end);
      else if (rule !== 'keep') await this.walk(element.dataStart, element.end, rule, depth + 1);
      at = element.end;
    }
    await this.flush();
  }

  private async element(at: number, limit: number, depth: number): Promise<Element> {
    const head = await this.window.upTo(at, Math.min(12, limit - at));
    this.bounds.box(depth);
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
    // Plain numbers: past 2^53 they lose precision, but such a size never fits the file anyway.
    let size = sizeFirst & (0xff >> sizeLength);
    let allOnes = size === 0xff >> sizeLength;
    for (let i = 1; i < sizeLength; i += 1) {
      const byte = head[idLength + i] ?? 0;
      size = size * 256 + byte;
      allOnes &&= byte === 0xff;
    }
    const dataStart = at + idLength + sizeLength;
    if (allOnes) return { id, start: at, dataStart, end: undefined };
    if (size > limit - dataStart) {
      throw new UnreadableVideoError('An element does not fit its parent.');
    }
    return { id, start: at, dataStart, end: dataStart + size };
  }

  private async sized(at: number, limit: number, depth: number) {
    const element = await this.element(at, limit, depth);
    if (element.end === undefined) throw new UnreadableVideoError('An element has no size.');
    return element as Element & { end: number };
  }

  /** The first child with `id` between `start` and `end` (each header read is counted). */
  private async find(start: number, end: number, id: number) {
    for (let at = start; at < end;) {
      const element = await this.sized(at, end, 0);
      if (element.id === id) return element;
      at = element.end;
    }
    return undefined;
  }

  /** The unsigned value of a child (TrackType, SeekID …), or undefined when it is missing. */
  private async childValue(start: number, end: number, id: number) {
    const element = await this.find(start, end, id);
    if (!element) return undefined;
    const length = element.end - element.dataStart;
    if (length < 1 || length > 6) return undefined;
    return (await this.window.bytes(element.dataStart, length)).readUIntBE(0, length);
  }

  /** The track a (Simple)Block belongs to: the variable-length number it starts with. */
  private async blockTrack(start: number, end: number): Promise<number> {
    const head = await this.window.upTo(start, Math.min(8, end - start));
    const first = head[0] ?? 0;
    let length = 1;
    while (length <= 8 && !(first & (0x100 >> length))) length += 1;
    if (length > 4 || head.length < length) throw new UnreadableVideoError('A block is not valid.');
    let value = first & (0xff >> length);
    for (let i = 1; i < length; i += 1) value = value * 256 + (head[i] ?? 0);
    return value;
  }

  /** Marks a whole element to go; voided with its neighbours when the level is done. */
  private async drop(start: number, end: number): Promise<void> {
    if (this.pending?.end === start) {
      this.pending.end = end;
      return;
    }
    await this.flush();
    this.pending = { start, end };
  }

  /** Voids what was marked to go; called at the end of every level walked. */
  private async flush(): Promise<void> {
    if (!this.pending) return;
    const { start, end } = this.pending;
    this.pending = undefined;
    await this.blank(start, end, true);
  }

  /** Zeroes a kept element's value (a mandatory string becomes empty). */
  private async zero(start: number, end: number): Promise<void> {
    await this.blank(start, end, false);
  }

  /**
   * Zeroes `start`–`end`; as a Void element of exactly that length when `asVoid` (a whole
   * element goes), or as bare zero bytes inside a kept element (its value becomes empty).
   */
  private async blank(start: number, end: number, asVoid: boolean): Promise<void> {
    let from = start;
    if (asVoid) {
      const total = end - start;
      const sizeLength = Math.min(8, total - 1);
      const header = Buffer.alloc(1 + sizeLength);
      header[0] = VOID;
      // An EBML size of `sizeLength` bytes: its length marker bit, then the value.
      let size = BigInt(total - 1 - sizeLength) | (1n << BigInt(7 * sizeLength));
      for (let i = sizeLength; i >= 1; i -= 1) {
        header[i] = Number(size & 0xffn);
        size >>= 8n;
      }
      await this.file.write(header, 0, header.length, start);
      from = start + header.length;
    }
    for (let at = from; at < end; at += ZEROS.length) {
      this.bounds.tick();
      await this.file.write(ZEROS, 0, Math.min(ZEROS.length, end - at), at);
    }
    this.window.invalidate();
  }
}

/** Cleans the WebM open as `file` (read and write) in place. */
export async function cleanWebm(window: FileWindow, file: FileHandle, bounds: Bounds) {
  await new WebmCleaner(window, file, bounds).clean();
}
