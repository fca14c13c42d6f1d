interface Entry<V> {
  value: V;
  bytes: number;
  /** Read since it last reached the front of the eviction order: spared once (second chance). */
  read: boolean;
}

/**
 * A map that forgets its least recently used entries beyond `maxEntries` or `maxBytes`, so a
 * crawler walking every URL cannot grow the process without limit.
 *
 * Recency is kept the CLOCK way: a read only marks its entry, and eviction, walking from the
 * oldest insertion, moves a marked entry to the back instead of dropping it. A read is then one
 * Map lookup and a flag; moving the entry to the back at every read (delete and set again) cost a
 * visible share of every cache hit and of every SQLite statement (docs/performance.md).
 */
export class BoundedLru<V> {
  readonly #entries = new Map<string, Entry<V>>();
  #bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    entry.read = true;
    return entry.value;
  }

  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.#entries.set(key, { value, bytes, read: false });
    this.#bytes += bytes;
    this.#evict();
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  #evict(): void {
    // A Map's iterator also visits what is set during the walk, so a spared entry comes round
    // again, unmarked: the walk ends within two visits of every entry.
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) return;
      this.#entries.delete(key);
      if (entry.read) {
        entry.read = false;
        this.#entries.set(key, entry);
      } else {
        this.#bytes -= entry.bytes;
      }
    }
  }
}
