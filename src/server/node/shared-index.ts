/**
 * @module
 * The index of the build's files in one block of shared memory: the main thread writes it once,
 * and every serving thread reads the same bytes, none of them holding 20,000 objects of its own.
 * A hash table of paths (open addressing, FNV-1a over the path's UTF-8 bytes) points at
 * fixed-size records: the file's length, its compressed variants' lengths, the status it stands
 * for and its content hash.
 */

/** One file as the index holds it. */
export interface IndexEntry {
  readonly path: string;
  readonly size: number;
  /** SHA-256 of the bytes, base64url, 27 characters: the ETag and the variants' file names. */
  readonly hash: string;
  readonly status: number;
  /** Lengths of the br and gzip variants; 0 when there is none smaller than the file. */
  readonly br: number;
  readonly gzip: number;
}

const HASH_LENGTH = 27;
// path offset, path length, size, br, gzip (u32 each); status (u16) and a spare u16; the hash.
const RECORD = 4 * 5 + 4 + HASH_LENGTH + 1;
const HEADER = 4 * 4;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** FNV-1a, 32 bits, over bytes. */
function fnv1a(bytes: Uint8Array, length: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < length; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
  return h >>> 0;
}

/** Table slots: a power of two, at least twice the entries, so probes stay short. */
const slotsFor = (count: number) => 2 ** Math.ceil(Math.log2(Math.max(2, count * 2)));

export class SharedIndex {
  readonly buffer: SharedArrayBuffer;
  readonly size: number;
  readonly #bytes: Uint8Array;
  readonly #view: DataView;
  readonly #slots: Uint32Array;
  readonly #records: number;
  #scratch = new Uint8Array(1024);

  /** Writes the entries into a new block of shared memory. */
  static of(entries: readonly IndexEntry[]): SharedIndex {
    const paths = entries.map((e) => encoder.encode(e.path));
    const slots = slotsFor(entries.length);
    const recordsAt = HEADER + slots * 4;
    const pathsAt = recordsAt + entries.length * RECORD;
    const buffer = new SharedArrayBuffer(pathsAt + paths.reduce((n, p) => n + p.length, 0));
    const bytes = new Uint8Array(buffer);
    const view = new DataView(buffer);
    const table = new Uint32Array(buffer, HEADER, slots);
    view.setUint32(0, entries.length, true);
    view.setUint32(4, slots, true);
    view.setUint32(8, recordsAt, true);
    view.setUint32(12, pathsAt, true);
    let at = pathsAt;
    entries.forEach((e, i) => {
      const path = paths[i]!;
      bytes.set(path, at);
      const r = recordsAt + i * RECORD;
      view.setUint32(r, at, true);
      view.setUint32(r + 4, path.length, true);
      view.setUint32(r + 8, e.size, true);
      view.setUint32(r + 12, e.br, true);
      view.setUint32(r + 16, e.gzip, true);
      view.setUint16(r + 20, e.status, true);
      if (e.hash.length !== HASH_LENGTH) throw new Error(`bad hash for ${e.path}`);
      bytes.set(encoder.encode(e.hash), r + 24);
      let slot = fnv1a(path, path.length) & (slots - 1);
      while (table[slot] !== 0) slot = (slot + 1) & (slots - 1);
      table[slot] = i + 1;
      at += path.length;
    });
    return new SharedIndex(buffer);
  }

  /** The index over a block another thread wrote. */
  constructor(buffer: SharedArrayBuffer) {
    this.buffer = buffer;
    this.#bytes = new Uint8Array(buffer);
    this.#view = new DataView(buffer);
    this.size = this.#view.getUint32(0, true);
    this.#slots = new Uint32Array(buffer, HEADER, this.#view.getUint32(4, true));
    this.#records = this.#view.getUint32(8, true);
  }

  /** The entry of a path, or undefined. */
  get(path: string): IndexEntry | undefined {
    if (path.length * 3 > this.#scratch.length) this.#scratch = new Uint8Array(path.length * 3);
    const scratch = this.#scratch;
    const length = encoder.encodeInto(path, scratch).written;
    const mask = this.#slots.length - 1;
    for (let slot = fnv1a(scratch, length) & mask; ; slot = (slot + 1) & mask) {
      const found = this.#slots[slot]!;
      if (found === 0) return undefined;
      const r = this.#records + (found - 1) * RECORD;
      if (this.#view.getUint32(r + 4, true) !== length) continue;
      const at = this.#view.getUint32(r, true);
      let same = true;
      for (let i = 0; i < length && same; i++) same = this.#bytes[at + i] === scratch[i];
      if (!same) continue;
      return {
        path,
        size: this.#view.getUint32(r + 8, true),
        br: this.#view.getUint32(r + 12, true),
        gzip: this.#view.getUint32(r + 16, true),
        status: this.#view.getUint16(r + 20, true),
        hash: decoder.decode(this.#bytes.slice(r + 24, r + 24 + HASH_LENGTH)),
      };
    }
  }

  /** Every path, in the order they were written. */
  *paths(): Generator<string> {
    for (let i = 0; i < this.size; i++) {
      const r = this.#records + i * RECORD;
      const at = this.#view.getUint32(r, true);
      yield decoder.decode(this.#bytes.slice(at, at + this.#view.getUint32(r + 4, true)));
    }
  }
}
