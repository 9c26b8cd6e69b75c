// Repeated reads answered from memory. A GET runs in a read-only transaction, so its answer depends
// only on the data, the caller's token and the request; it stays valid until any transaction that may
// write begins (the database's generation changes). Only used when this process is the database's
// sole writer (PGlite); entries also expire, for policies that read the clock.
import type { Reply } from '../http.ts';

interface Entry {
  generation: number;
  expiresAt: number;
  reply: Reply;
}

export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;
  readonly #ttlMs: number;

  constructor(maxEntries = 500, ttlMs = 10_000) {
    this.#maxEntries = maxEntries;
    this.#ttlMs = ttlMs;
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
