import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FromFanOut, ToFanOut } from './fan-out-protocol.js';
import type { StreamSink } from './hub.js';
import type { WireEncoding } from './wire.js';

const PROCESS_FILE = fileURLToPath(new URL('./fan-out-process.ts', import.meta.url));
/** The package's root: the child loads TypeScript with tsx, resolved from there as `npm start` does. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const STOP_WAIT_MS = 2000;
/** A connection whose headers this process could not write within this long is closed instead of handed over. */
const HEADERS_WAIT_MS = 1000;

interface Adopted {
  onGone: () => void;
  ended: (() => void) | null;
}

/**
 * What the hub writes to the streams in one turn of the event loop, as one message: each distinct
 * shared Buffer once, with the ids of the streams it is for. A stream's writes keep their order: a
 * Buffer joins its entry only if the stream has no later entry yet, else it opens a new one.
 */
export class PassWrites {
  #writes: { bytes: Uint8Array; ids: number[] }[] = [];
  readonly #entryOf = new Map<Uint8Array, number>();
  readonly #lastEntryOf = new Map<number, number>();

  get empty(): boolean {
    return this.#writes.length === 0;
  }

  /** A string is one stream's own; a Buffer may be shared by many. */
  add(id: number, frames: string | Buffer): void {
    const shared = typeof frames !== 'string';
    const bytes = shared ? frames : Buffer.from(frames);
    let entry = shared ? this.#entryOf.get(bytes) : undefined;
    if (entry === undefined || entry < (this.#lastEntryOf.get(id) ?? -1)) {
      entry = this.#writes.push({ bytes, ids: [] }) - 1;
      if (shared) this.#entryOf.set(bytes, entry);
    }
    this.#writes[entry]!.ids.push(id);
    this.#lastEntryOf.set(id, entry);
  }

  /** The message's entries, in order. */
  take(): { bytes: Uint8Array; ids: Int32Array }[] {
    return this.#writes.map(({ bytes, ids }) => ({ bytes, ids: Int32Array.from(ids) }));
  }
}

/**
 * This instance's fan-out process (docs/live.md, "The fan-out"). A stream's connection, once its
 * headers are written, is handed to the process (the fork's IPC channel carries the socket itself);
 * what the hub writes to its streams in one turn of the event loop goes there as one message, each
 * distinct bytes once with the ids of the streams they are for. The socket writes, one per stream
 * per pass, then cost the process that answers writes nothing: they run on another core.
 *
 * Started when the server listens (`warm`), or else by the first stream; started again by the next
 * stream if it dies (its streams' readers reconnect, with Last-Event-ID).
 */
export class FanOut {
  readonly #warn: (error: unknown, message: string) => void;
  #child: ChildProcess | null = null;
  #ready: Promise<ChildProcess> | null = null;
  readonly #adopted = new Map<number, Adopted>();
  #nextId = 1;
  /** What the streams were written in this turn of the event loop, not yet sent. */
  #pass = new PassWrites();
  #stopped = false;
  /** Every message to the process goes out through this chain, in the order it was asked for. */
  #steps: Promise<void> = Promise.resolve();

  constructor(warn: (error: unknown, message: string) => void) {
    this.#warn = warn;
  }

  /** The process's id while it runs (the bench measures its CPU). */
  get pid(): number | undefined {
    return this.#child?.pid;
  }

  /**
   * Hands a hijacked HTTP/1.1 connection, its headers written, to the fan-out process; answers
   * the stream's sink at once (what it is sent follows the connection). `onGone` runs once the
   * connection has closed: its reader left, or it could not be handed over.
   */
  adopt(socket: Socket, encoding: WireEncoding, opening: string, onGone: () => void): StreamSink {
    const id = this.#nextId++;
    const adopted: Adopted = { onGone, ended: null };
    this.#adopted.set(id, adopted);
    this.#inOrder(
      async (child) => {
        // Gone already: a process that died while this waited its turn took the stream with it.
        if (!this.#adopted.has(id)) {
          socket.destroy();
          return;
        }
        // The headers leave this process before the connection does.
        await new Promise((resolve) => process.nextTick(resolve));
        if (socket.writableLength > 0) await Promise.race([once(socket, 'drain'), sleep(HEADERS_WAIT_MS)]);
        if (socket.destroyed || socket.writableLength > 0) {
          socket.destroy();
          this.#gone(id);
          return;
        }
        const message: ToFanOut = { type: 'adopt', id, encoding, opening };
        await new Promise<void>((resolve) => {
          // keepOpen: this process closes its own copy of the connection, once the message is out.
          child.send(message, socket, { keepOpen: true }, (error) => {
            if (error) this.#gone(id);
            resolve();
          });
        });
        socket.destroy();
      },
      true,
      () => {
        socket.destroy();
        this.#gone(id);
      },
    );
    return {
      write: (frames) => {
        if (this.#pass.empty) queueMicrotask(() => this.#flush());
        this.#pass.add(id, frames);
        // The fan-out process closes a stream whose reader falls behind.
        return 0;
      },
      end: () => this.#end(id, adopted),
    };
  }

  /**
   * Runs a step that talks to the process after every earlier one, so a stream's connection
   * reaches it before what the stream is sent. `start`: the step may start the process (an
   * adoption); `failed` runs instead when it cannot. Other steps go to the process that runs, or
   * nowhere (its streams are gone with it).
   */
  #inOrder(
    step: (child: ChildProcess) => Promise<void> | void,
    start = false,
    failed: () => void = () => undefined,
  ): void {
    this.#steps = this.#steps
      .then(() => (start ? this.#start() : this.#child))
      .then(
        (child) => (child?.connected ? step(child) : failed()),
        (error: unknown) => {
          this.#warn(error, 'the live fan-out process could not start');
          failed();
        },
      );
  }

  /**
   * Starts the process now rather than with the first stream (the server listens): a process
   * takes about half a second to start, which the first reader after a restart would wait.
   */
  warm(): void {
    this.#inOrder(() => undefined, true);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    const child = this.#child;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.disconnect();
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_WAIT_MS);
    await exited;
    clearTimeout(timer);
  }

  #start(): Promise<ChildProcess> {
    if (this.#stopped) return Promise.reject(new Error('the live fan-out has stopped'));
    this.#ready ??= new Promise<ChildProcess>((resolve, reject) => {
      const child = fork(PROCESS_FILE, [], {
        cwd: ROOT,
        execArgv: ['--import', 'tsx'],
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      this.#child = child;
      // It never keeps the instance running: the instance ends it (stop), or it ends with the instance.
      child.unref();
      child.channel?.unref();
      child.on('message', (message: FromFanOut) => {
        if (message.type === 'ready') resolve(child);
        else if (message.type === 'ended') this.#adopted.get(message.id)?.ended?.();
        else this.#gone(message.id);
      });
      child.on('error', (error) => this.#warn(error, 'the live fan-out process failed'));
      child.once('exit', (code, signal) => {
        this.#child = null;
        this.#ready = null;
        reject(new Error(`the live fan-out process exited (${code ?? signal})`));
        if (!this.#stopped)
          this.#warn(new Error(`exit ${code ?? signal}`), 'the live fan-out process exited; its streams reconnect');
        // Its connections went with it.
        for (const id of [...this.#adopted.keys()]) this.#gone(id);
      });
    });
    return this.#ready;
  }

  #gone(id: number): void {
    const adopted = this.#adopted.get(id);
    if (!adopted) return;
    this.#adopted.delete(id);
    adopted.ended?.();
    adopted.onGone();
  }

  #end(id: number, adopted: Adopted): Promise<void> {
    if (!this.#adopted.has(id)) return Promise.resolve();
    return new Promise<void>((resolve) => {
      adopted.ended = resolve;
      // After what the stream was sent in this turn.
      this.#flush();
      this.#inOrder((child) => void child.send({ type: 'end', id } satisfies ToFanOut));
    });
  }

  #flush(): void {
    if (this.#pass.empty) return;
    const writes = this.#pass.take();
    this.#pass = new PassWrites();
    this.#inOrder((child) => void child.send({ type: 'pass', writes } satisfies ToFanOut));
  }
}
