// Repeated reads answered from memory. A GET runs in a read-only transaction, so its answer depends
// only on the data, the caller's token and the request; it stays valid until any transaction that may
// write begins (the database's generation changes). Only used when this process is the database's
// sole writer (PGlite); entries also expire, for policies that read the clock.
import type { Database } from '../db/database.ts';
import type { Reply } from '../http.ts';

interface Entry {
  generation: number;
  expiresAt: number;
  reply: Reply;
}

export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  /** Reads under way: identical requests arriving meanwhile wait for the same answer. */
  readonly #pending = new Map<string, { generation: number; reply: Promise<Reply> }>();
  readonly #maxEntries: number;
  readonly #ttlMs: number;

  constructor(maxEntries = 500, ttlMs = 10_000) {
    this.#maxEntries = maxEntries;
    this.#ttlMs = ttlMs;
  }

  /** The cached answer, the one being computed for the same request, or a new one (then kept if still valid). */
  async read(key: string, db: Database, compute: () => Promise<Reply>): Promise<Reply> {
    const generation = db.generation;
    const hit = this.get(key, generation);
    if (hit) return hit;
    const pending = this.#pending.get(key);
    if (pending && pending.generation === generation) return pending.reply;
    const reply = compute();
    this.#pending.set(key, { generation, reply });
    try {
      const value = await reply;
      if (value.status < 300 && db.generation === generation) this.set(key, generation, value);
      return value;
    } finally {
      if (this.#pending.get(key)?.reply === reply) this.#pending.delete(key);
    }
  }

  get(key: string, generation: number): Reply | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== generation || entry.expiresAt < Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.reply;
  }

  set(key: string, generation: number, reply: Reply): void {
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    // Kept as bytes with its length, so a hit is written out without re-encoding.
    const body = typeof reply.body === 'string' ? Buffer.from(reply.body) : reply.body;
    const headers = { ...reply.headers, 'content-length': String(body?.byteLength ?? 0) };
    this.#entries.set(key, {
      generation,
      expiresAt: Date.now() + this.#ttlMs,
      reply: { ...reply, headers, body },
    });
  }
}
