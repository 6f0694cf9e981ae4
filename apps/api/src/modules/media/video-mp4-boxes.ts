import { type Bounds, UnreadableVideoError } from './video-bounds';

/**
 * Reading and writing ISO base media boxes: a header within its parent's bytes, the boxes of a
 * range (each counted against the bounds), and a kept box tree written back as bytes.
 */

export interface Header {
  type: string;
  start: number;
  headerSize: number;
  end: number;
}

/** A kept box as it will be written: `body` then `children` (a leaf has none). */
export interface Node {
  type: string;
  body: Buffer;
  children?: Node[];
}

export function headerIn(data: Buffer, at: number, end: number, offset = 0): Header {
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
export function* boxesIn(
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

export const bodyOf = (data: Buffer, box: Header) =>
  data.subarray(box.start + box.headerSize, box.end);

export function sizeOf(node: Node): number {
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

export function toBuffer(node: Node): Buffer {
  const out = Buffer.alloc(sizeOf(node));
  serialize(node, out, 0);
  return out;
}

export const child = (node: Node | undefined, type: string) =>
  node?.children?.find((candidate) => candidate.type === type);

export function fullBoxFlags(body: Buffer): number {
  if (body.length < 4) throw new UnreadableVideoError('A full box is cut short.');
  return body.readUInt32BE(0) & 0xffffff;
}

export function need(body: Buffer, length: number, type: string): void {
  if (body.length < length) throw new UnreadableVideoError(`The ${type} box is cut short.`);
}
