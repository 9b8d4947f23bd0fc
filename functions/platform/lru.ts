// A bounded in-isolate memo: an isolate has 128 MB for everything, and one Worker serves every
// store, so no memo may grow with the number of hosts. The least recently used entry goes first
// (a Map iterates in insertion order; a read re-inserts), and every entry has its own expiry.
// Bounded by count, or by weight (bytes) when given a `weigh`.
export class Lru<K, V> {
  private readonly entries = new Map<K, { until: number; value: V; weight: number }>();
  private total = 0;

  constructor(
    readonly max: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get(key: K, now = Date.now()): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.until <= now) {
      this.total -= hit.weight;
      return undefined;
    }
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: K, value: V, until: number): void {
    this.delete(key);
    const weight = this.weigh(value);
    if (weight > this.max) return;
    this.entries.set(key, { until, value, weight });
    this.total += weight;
    while (this.total > this.max) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: K): void {
    const hit = this.entries.get(key);
    if (!hit) return;
    this.entries.delete(key);
    this.total -= hit.weight;
  }

  /** Drops every entry whose value `drop` picks (a walk over at most `max` entries). */
  deleteWhere(drop: (value: V) => boolean): void {
    for (const [key, hit] of this.entries) if (drop(hit.value)) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  /** Entries held (expired ones included until they are read or pushed out). */
  get size(): number {
    return this.entries.size;
  }

  /** The sum of the entries' weights (their count without a `weigh`). */
  get weight(): number {
    return this.total;
  }
}
