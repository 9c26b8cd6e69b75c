// One interface over the two engines: PGlite in this process (files under DATA_DIR) or a PostgreSQL
// server (DATABASE_URL). Every API request runs in its own transaction under its JWT's role, as
// PostgREST runs them, so row-level security decides what it may see and change.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { ApiRole, Claims } from '../jwt.ts';

export type Row = Record<string, unknown>;

export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** Who a transaction runs as: an API role with its JWT claims, or the backend itself (superuser). */
export type Actor = { role: ApiRole; claims: Claims } | 'admin';

export interface TransactionOptions {
  readOnly?: boolean;
}

/** A database error with PostgreSQL's fields, whichever driver raised it. */
export class DatabaseError extends Error {
  readonly code: string;
  readonly detail: string | null;
  readonly hint: string | null;
  constructor(code: string, message: string, detail: string | null, hint: string | null) {
    super(message);
    this.code = code;
    this.detail = detail;
    this.hint = hint;
  }
}

function asDatabaseError(error: unknown): unknown {
  if (error instanceof DatabaseError) return error;
  const e = error as { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };
  if (e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
    return new DatabaseError(
      e.code,
      String(e.message),
      typeof e.detail === 'string' ? e.detail : null,
      typeof e.hint === 'string' ? e.hint : null,
    );
  }
  return error;
}

/** The statements that open a transaction: the role is one of three fixed names (checked by the caller). */
function beginSql(actor: Actor, options: TransactionOptions): string {
  const begin = options.readOnly ? 'begin read only' : 'begin';
  return actor === 'admin' ? begin : `${begin}; set local role ${actor.role}`;
}

/** The JWT's claims, as PostgREST sets them for the transaction: bound, never written into the SQL. */
const CLAIMS_SQL = "select set_config('request.jwt.claims', $1, true)";

function claimsOf(actor: Actor): string | undefined {
  return actor === 'admin' ? undefined : JSON.stringify(actor.claims);
}

export abstract class Database {
  abstract readonly kind: 'pglite' | 'postgres';
  #generation = 0;

  /**
   * Changes whenever a transaction that may write starts or ends: a read whose result was computed
   * at one generation is still valid while the generation is unchanged (see rest/cache.ts).
   */
  get generation(): number {
    return this.#generation;
  }

  async transaction<T>(
    actor: Actor,
    options: TransactionOptions,
    work: (tx: Queryable) => Promise<T>,
  ): Promise<T> {
    if (!options.readOnly) this.#generation += 1;
    try {
      return await this.run(beginSql(actor, options), claimsOf(actor), work);
    } catch (error) {
      throw asDatabaseError(error);
    } finally {
      if (!options.readOnly) this.#generation += 1;
    }
  }

  /** Runs a multi-statement script (a migration) in its own transaction, as the backend. */
  script(sql: string, after?: (tx: Queryable) => Promise<void>): Promise<void> {
    return this.transaction('admin', {}, async (tx) => {
      await tx.query(sql);
      await after?.(tx);
    });
  }

  abstract close(): Promise<void>;

  protected abstract run<T>(
    begin: string,
    claims: string | undefined,
    work: (tx: Queryable) => Promise<T>,
  ): Promise<T>;
}

/**
 * Whether text can be stored in a PostgreSQL text column: no NUL, and no lone surrogate (UTF-8
 * cannot carry one, and the drivers differ on what they send for it).
 */
export function storableText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

/**
 * A statement's parameters in PostgreSQL's text format, as node-postgres sends them: the server
 * types each from its context, exactly as for an untyped literal. Values are always bound, never
 * written into the SQL text.
 */
export function textParameters(params: readonly unknown[]): (string | null)[] {
  return params.map((value) => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'number' || typeof value === 'bigint') return String(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    // Refused here with PostgreSQL's own error, alike on both engines.
    if (!storableText(text)) {
      const what = text.includes('\u0000') ? '0x00' : 'a lone surrogate';
      throw new DatabaseError('22021', `invalid byte sequence for encoding "UTF8": ${what}`, null, null);
    }
    return text;
  });
}

/** PGlite's serializers, for parameters already in text format: each goes to the server as it is. */
const TEXT_FORMAT = new Proxy({} as Record<number, (value: unknown) => string>, {
  get: () => (value: unknown) => value as string,
});

/** PGlite has one connection: transactions take turns through a queue. */
export class PgliteDatabase extends Database {
  readonly kind = 'pglite';
  readonly #db: PGlite;
  #queue: Promise<unknown> = Promise.resolve();

  private constructor(db: PGlite) {
    super();
    this.#db = db;
  }

  static async open(dataDir: string): Promise<PgliteDatabase> {
    mkdirSync(dataDir, { recursive: true });
    return new PgliteDatabase(await PGlite.create({ dataDir }));
  }

  #exclusive<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#queue.then(task, task);
    this.#queue = result.catch(() => undefined);
    return result;
  }

  protected run<T>(
    begin: string,
    claims: string | undefined,
    work: (tx: Queryable) => Promise<T>,
  ): Promise<T> {
    return this.#exclusive(async () => {
      const db = this.#db;
      await db.exec(begin);
      try {
        if (claims !== undefined) await db.query(CLAIMS_SQL, [claims]);
        const query = async <R>(sql: string, params?: readonly unknown[]) => {
          if (!params || params.length === 0) return ((await db.exec(sql)).at(-1)?.rows ?? []) as R[];
          return (await db.query<R>(sql, textParameters(params), { serializers: TEXT_FORMAT })).rows;
        };
        const result = await work({ query });
        await db.exec('commit');
        return result;
      } catch (error) {
        await db.exec('rollback');
        throw error;
      }
    });
  }

  close(): Promise<void> {
    return this.#exclusive(() => this.#db.close());
  }
}

/** A PostgreSQL server through a pool; the server runs transactions side by side. */
export class PostgresDatabase extends Database {
  readonly kind = 'postgres';
  readonly #pool: pg.Pool;

  constructor(connectionString: string, max = 10) {
    super();
    this.#pool = new pg.Pool({ connectionString, max });
    // An idle connection the server ends (a restart, a dropped database) is replaced on next use;
    // unhandled, its error would end the process.
    this.#pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  }

  protected async run<T>(
    begin: string,
    claims: string | undefined,
    work: (tx: Queryable) => Promise<T>,
  ): Promise<T> {
    const client = await this.#pool.connect();
    let broken = false;
    try {
      await client.query(begin);
      try {
        if (claims !== undefined) await client.query(CLAIMS_SQL, [claims]);
        const result = await work({
          query: async <R>(sql: string, params?: readonly unknown[]) =>
            (await client.query(sql, params && textParameters(params))).rows as R[],
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => (broken = true));
        throw error;
      }
    } finally {
      client.release(broken);
    }
  }

  close(): Promise<void> {
    return this.#pool.end();
  }
}

export async function openDatabase(options: { dataDir: string; databaseUrl?: string | undefined }) {
  return options.databaseUrl
    ? new PostgresDatabase(options.databaseUrl)
    : PgliteDatabase.open(`${options.dataDir}/pglite`);
}

/** A PostgreSQL array literal of text values, passed as one text parameter. */
export function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}
