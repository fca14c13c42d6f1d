import { constants, deflateRawSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

/**
 * How a stream's frames go on the wire (docs/live.md, "On the wire"): each write is one HTTP/1.1
 * chunk, and where the reader accepts it (every browser does) the body is deflated.
 *
 * A club's visitor (or staff) streams all get the same frames, so what goes on the wire is made
 * once per shared Buffer and reused by every stream: its chunk, and its deflated chunk. Deflating
 * once for 10,000 streams works because each frame is compressed on its own (a fresh compressor,
 * ended with a sync flush: byte-aligned, no final block, no reference to earlier bytes), and
 * deflate blocks made that way join into one valid stream in any order. Only the zlib trailer, the
 * Adler-32 of everything sent, is each stream's own: it is carried along by `combineAdler32`, a
 * few additions per frame. Under a dense write load a frame joins hundreds of near-identical
 * changes and deflates to a tenth; the bytes each stream's socket copies were most of what a pass
 * cost (bench/live.ts).
 */
export type WireEncoding = 'deflate' | 'identity';

/** The encoding for a request's Accept-Encoding: deflate where accepted, else none. */
export const encodingFor = (acceptEncoding: string | undefined): WireEncoding =>
  acceptEncoding ? (negotiate(acceptEncoding, ['deflate', 'identity']) ?? 'identity') : 'identity';

interface Deflated {
  chunk: Buffer;
  adler: number;
  length: number;
}

const plainChunks = new WeakMap<Buffer, Buffer>();
const deflatedChunks = new WeakMap<Buffer, Deflated>();

/** One stream's encoder: the chunks to write, in order, from its first bytes to its last. */
export class StreamWire {
  readonly encoding: WireEncoding;
  /** The Adler-32 of every byte the stream was sent before deflating (deflate only). */
  #adler = 1;

  constructor(encoding: WireEncoding) {
    this.encoding = encoding;
  }

  /** The first bytes of the body, with the frame that opens the stream. */
  start(frame: string): Buffer {
    if (this.encoding === 'identity') return this.frame(frame);
    // The zlib header (deflate, 32 KiB window, no dictionary: 0x78 0x01 is a multiple of 31), then the frame.
    return Buffer.concat([chunkOf(ZLIB_HEADER), this.frame(frame)]);
  }

  /** A frame's chunk: a Buffer shared between streams is encoded once, a string for this stream alone. */
  frame(frame: string | Buffer): Buffer {
    if (this.encoding === 'identity') {
      if (typeof frame === 'string') return chunkOf(Buffer.from(frame));
      return cached(plainChunks, frame, () => chunkOf(frame));
    }
    const deflated =
      typeof frame === 'string'
        ? withChunk(deflateFrame(Buffer.from(frame)))
        : cached(deflatedChunks, frame, () => withChunk(deflateFrame(frame)));
    this.#adler = combineAdler32(this.#adler, deflated.adler, deflated.length);
    return deflated.chunk;
  }

  /** The last chunk of the body: deflate's final (empty) block and the zlib trailer; nothing otherwise. */
  end(): Buffer | null {
    if (this.encoding === 'identity') return null;
    const trailer = Buffer.alloc(6);
    // A final block of fixed Huffman codes holding only its end: the bits 1, 01, 0000000.
    trailer[0] = 0x03;
    trailer[1] = 0x00;
    trailer.writeUInt32BE(this.#adler, 2);
    return chunkOf(trailer);
  }
}

const ZLIB_HEADER = Buffer.from([0x78, 0x01]);

function deflateFrame(frame: Buffer): { bytes: Buffer; adler: number; length: number } {
  return {
    bytes: deflateRawSync(frame, { finishFlush: constants.Z_SYNC_FLUSH }),
    adler: adler32(frame),
    length: frame.length,
  };
}

const withChunk = ({ bytes, adler, length }: { bytes: Buffer; adler: number; length: number }): Deflated => ({
  chunk: chunkOf(bytes),
  adler,
  length,
});

/** Bytes as one HTTP/1.1 chunk: their size in hex, CRLF, the bytes, CRLF. */
function chunkOf(bytes: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, CRLF]);
}

const CRLF = Buffer.from('\r\n');

function cached<V>(cache: WeakMap<Buffer, V>, key: Buffer, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

const ADLER_BASE = 65521;

/** Adler-32 (RFC 1950) of the bytes. */
export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let index = 0; index < bytes.length; index += 1) {
    a += bytes[index]!;
    b += a;
    // Well inside a double's exact integers; reduced now and then rather than per byte.
    if ((index & 0xfff) === 0xfff) {
      a %= ADLER_BASE;
      b %= ADLER_BASE;
    }
  }
  return ((b % ADLER_BASE) * 65536 + (a % ADLER_BASE)) >>> 0;
}

/** The Adler-32 of two byte runs one after the other, from theirs and the second's length (zlib's adler32_combine). */
export function combineAdler32(first: number, second: number, secondLength: number): number {
  const remainder = secondLength % ADLER_BASE;
  const firstA = first & 0xffff;
  const a = (firstA + (second & 0xffff) + ADLER_BASE - 1) % ADLER_BASE;
  const b =
    (((remainder * firstA) % ADLER_BASE) + (first >>> 16) + (second >>> 16) + ADLER_BASE - remainder) % ADLER_BASE;
  return (b * 65536 + a) >>> 0;
}
