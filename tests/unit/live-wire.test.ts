import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deflateSync, inflateSync } from 'node:zlib';
import { adler32, combineAdler32, encodingFor, StreamWire } from '../../src/server/live/wire.js';

/** The body of an HTTP/1.1 chunked answer, its chunks joined. */
function unchunk(wire: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < wire.length) {
    const lineEnd = wire.indexOf('\r\n', at);
    const size = parseInt(wire.subarray(at, lineEnd).toString(), 16);
    parts.push(wire.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

describe('Adler-32', () => {
  it('is the checksum of RFC 1950', () => {
    expect(adler32(Buffer.from('Wikipedia'))).toBe(0x11e60398);
    expect(adler32(Buffer.alloc(0))).toBe(1);
    // Long enough for the sums to be reduced on the way; zlib's own is the last 4 bytes of its output.
    const long = Buffer.alloc(100_000, 0xff);
    const zlibs = deflateSync(long);
    expect(adler32(long)).toBe(zlibs.readUInt32BE(zlibs.length - 4));
  });

  it('of two runs joined is combined from theirs', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 6000 }), fc.uint8Array({ maxLength: 6000 }), (first, second) => {
        expect(combineAdler32(adler32(first), adler32(second), second.length)).toBe(
          adler32(Buffer.concat([first, second])),
        );
      }),
    );
  });
});

describe('a stream on the wire', () => {
  it('deflates where the reader accepts it, and not otherwise', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('deflate');
    expect(encodingFor('deflate;q=0, gzip')).toBe('identity');
    expect(encodingFor('identity')).toBe('identity');
    expect(encodingFor(undefined)).toBe('identity');
  });

  it('joins frames deflated once for every stream into a valid zlib body per stream', () => {
    const shared = [
      Buffer.from('id: 1\nevent: change\ndata: {"kind":"match"}\n\n'),
      Buffer.from('id: 2\nevent: change\ndata: {"kind":"standings"}\n\n'),
    ];
    const streams = [new StreamWire('deflate'), new StreamWire('deflate')];
    const bodies = streams.map((wire) => [wire.start('retry: 3000\n\n')]);
    // The second stream has a frame of its own between the shared ones (a resumed stream's missed change).
    bodies[0]!.push(streams[0]!.frame(shared[0]!), streams[0]!.frame(shared[1]!));
    bodies[1]!.push(streams[1]!.frame(shared[0]!), streams[1]!.frame(':\n\n'), streams[1]!.frame(shared[1]!));
    bodies[0]!.push(streams[0]!.end()!);
    bodies[1]!.push(streams[1]!.end()!);
    // The same shared frame is the same bytes on both streams.
    expect(bodies[0]![1]).toBe(bodies[1]![1]);
    // inflateSync checks the trailer's Adler-32 against what it inflated.
    expect(inflateSync(unchunk(Buffer.concat(bodies[0]!))).toString()).toBe(`retry: 3000\n\n${shared[0]}${shared[1]}`);
    expect(inflateSync(unchunk(Buffer.concat(bodies[1]!))).toString()).toBe(
      `retry: 3000\n\n${shared[0]}:\n\n${shared[1]}`,
    );
  });

  it('sends frames as they are where the reader does not accept deflate', () => {
    const wire = new StreamWire('identity');
    const body = Buffer.concat([wire.start('retry: 3000\n\n'), wire.frame(Buffer.from('id: 1\n\n'))]);
    expect(unchunk(body).toString()).toBe('retry: 3000\n\nid: 1\n\n');
    expect(wire.end()).toBeNull();
  });
});
