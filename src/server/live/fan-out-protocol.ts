import type { WireEncoding } from './wire.js';

/**
 * The messages between an instance and its fan-out process (fan-out.ts, fan-out-process.ts), sent
 * over the fork's IPC channel with structured clone ('advanced' serialization: bytes go as bytes).
 */
export type ToFanOut =
  /** A hijacked HTTP/1.1 connection (sent with the message), its headers written: its body is the fan-out's. */
  | { type: 'adopt'; id: number; encoding: WireEncoding; opening: string }
  /** One pass of the hub: each entry's bytes to each of its streams, in order. */
  | { type: 'pass'; writes: { bytes: Uint8Array; ids: Int32Array }[] }
  /** Ends a stream's body, then its connection. */
  | { type: 'end'; id: number };

export type FromFanOut =
  | { type: 'ready' }
  /** The stream's last bytes are out (it was ended). */
  | { type: 'ended'; id: number }
  /** The stream's connection closed: its reader left, or it took too long to read (back-pressure), or it was ended. */
  | { type: 'gone'; id: number };

/** A stream whose reader leaves more than this unsent is closed; it reconnects (docs/live.md). */
export const MAX_UNSENT_BYTES = 1 << 20;
