import type { Socket } from 'node:net';
import { MAX_UNSENT_BYTES, type FromFanOut, type ToFanOut } from './fan-out-protocol.js';
import { StreamWire } from './wire.js';

/**
 * The fan-out process (docs/live.md, "The fan-out"): it holds the connections of this instance's
 * live streams and writes to them what the instance's hub tells it, so the socket writes (one per
 * stream per pass, most of a pass's cost, and most of that in the kernel) run on a core of their
 * own instead of the one that answers writes. It reads no database and decides nothing: which
 * bytes go to which stream is the hub's.
 */
interface Held {
  socket: Socket;
  wire: StreamWire;
}

const held = new Map<number, Held>();
const tell = (message: FromFanOut) => process.send?.(message);

function adopt(id: number, socket: Socket | undefined, message: Extract<ToFanOut, { type: 'adopt' }>): void {
  // The reader left before the connection reached us.
  if (!socket) {
    tell({ type: 'gone', id });
    return;
  }
  const wire = new StreamWire(message.encoding);
  socket.on('error', () => socket.destroy());
  socket.on('close', () => {
    held.delete(id);
    tell({ type: 'gone', id });
  });
  // Nothing more comes from a stream's reader; reading notices when it leaves.
  socket.resume();
  const stream = { socket, wire };
  held.set(id, stream);
  write(stream, wire.start(message.opening));
}

function write(stream: Held, bytes: Buffer): void {
  if (stream.socket.writableEnded) return;
  stream.socket.write(bytes);
  // A reader that does not take what it is sent is closed rather than buffered without bound.
  if (stream.socket.writableLength > MAX_UNSENT_BYTES) stream.socket.destroy();
}

function end(id: number): void {
  const stream = held.get(id);
  if (!stream || stream.socket.writableEnded) {
    tell({ type: 'ended', id });
    return;
  }
  const { socket, wire } = stream;
  const last = wire.end();
  if (last) socket.write(last);
  // The chunked body's last chunk; the connection closes with it (this process serves no other request).
  socket.end(LAST_CHUNK);
  socket.once('finish', () => {
    tell({ type: 'ended', id });
    socket.destroy();
  });
}

const LAST_CHUNK = Buffer.from('0\r\n\r\n');

process.on('message', (message: ToFanOut, socket?: Socket) => {
  switch (message.type) {
    case 'adopt':
      adopt(message.id, socket, message);
      return;
    case 'pass':
      for (const { bytes, ids } of message.writes) {
        // One Buffer per entry: a stream's wire encodes it once for all the entry's streams (wire.ts).
        const frame = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        for (const id of ids) {
          const stream = held.get(id);
          if (stream) write(stream, stream.wire.frame(frame));
        }
      }
      return;
    case 'end':
      end(message.id);
  }
});

// The instance went away (it stopped, or died): so do its streams; their readers reconnect.
process.on('disconnect', () => {
  for (const { socket } of held.values()) socket.destroy();
  process.exit(0);
});

process.title = 'bandeja-live-fan-out';
tell({ type: 'ready' });
