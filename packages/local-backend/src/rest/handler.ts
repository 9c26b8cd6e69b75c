// /rest/v1: PostgREST's HTTP semantics for the product's queries, each request in a transaction
// under its JWT's role so that row-level security decides.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, Queryable } from '../db/database.ts';
import { type Caller, identify } from '../caller.ts';
import {
  CORS_HEADERS,
  header,
  json,
  MAX_JSON_DEPTH,
  nestsDeeperThan,
  preflight,
  readBody,
  type Reply,
  send,
} from '../http.ts';
import type { JwtVerifier } from '../jwt.ts';
import type { ResponseCache } from './cache.ts';
import { ApiError, errorReply, unsupported } from './errors.ts';
import { namedColumns, parseQuery, type Query } from './grammar.ts';
import type { SchemaCache, TableInfo } from './schema-cache.ts';
import {
  deleteStatement,
  insertStatement,
  quoteIdent,
  readStatement,
  type ResultRow,
  rpcStatement,
  type ShapeOptions,
  type Statement,
  updateStatement,
} from './sql.ts';

export interface RestContext {
  db: Database;
  jwt: JwtVerifier;
  schema: () => SchemaCache;
  cache: ResponseCache | undefined;
  /**
   * The most rows one read answers (`[api] max_rows` in supabase/config.toml), as hosted PostgREST
   * cuts a read silently: the body has at most this many, Content-Range says which and, when counted,
   * of how many. Undefined: no limit.
   */
  maxRows?: number;
}

const MAX_BODY = 10 * 1024 * 1024;
const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';

interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | undefined;
  count: boolean;
  resolution: 'merge' | 'ignore' | undefined;
  missingDefault: boolean;
  rollback: boolean;
  applied: string[];
}

function parsePrefer(raw: string | undefined): Preferences {
  const preferences: Preferences = {
    return: undefined,
    count: false,
    resolution: undefined,
    missingDefault: false,
    rollback: false,
    applied: [],
  };
  for (const item of (raw ?? '').split(/[,;]/)) {
    const [name, value] = item.trim().split('=') as [string, string | undefined];
    if (
      name === 'return' &&
      (value === 'minimal' || value === 'representation' || value === 'headers-only')
    ) {
      preferences.return = value;
    } else if (name === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      preferences.count = true;
    } else if (name === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      preferences.resolution = value === 'merge-duplicates' ? 'merge' : 'ignore';
    } else if (name === 'missing' && value === 'default') {
      preferences.missingDefault = true;
    } else if (name === 'tx' && value === 'rollback') {
      preferences.rollback = true;
    } else continue;
    preferences.applied.push(item.trim());
  }
  return preferences;
}

/** Content negotiation: JSON arrays, or one JSON object (single / maybeSingle). */
function negotiate(accept: string | undefined): { single: boolean; stripNulls: boolean } {
  if (!accept) return { single: false, stripNulls: false };
  for (const range of accept.split(',')) {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const stripNulls = parameters.includes('nulls=stripped');
    if (type === OBJECT_MEDIA) return { single: true, stripNulls };
    if (['application/json', 'application/vnd.pgrst.array+json', 'application/*', '*/*'].includes(type)) {
      return { single: false, stripNulls };
    }
  }
  throw new ApiError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

class Rollback extends Error {
  readonly reply: Reply;
  constructor(reply: Reply) {
    super('rollback');
    this.reply = reply;
  }
}

function singleRowError(rows: number): ApiError {
  return new ApiError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

function resultHeaders(single: boolean, preferences: Preferences): Record<string, string> {
  const headers: Record<string, string> = {
    ...CORS_HEADERS,
    'content-type': `${single ? OBJECT_MEDIA : 'application/json'}; charset=utf-8`,
  };
  if (preferences.applied.length > 0) headers['preference-applied'] = preferences.applied.join(', ');
  return headers;
}

function parseJsonBody(body: Buffer, contentType: string | undefined): unknown {
  if (contentType && !/^application\/json\b/i.test(contentType) && !/\+json\b/i.test(contentType)) {
    throw unsupported(`Request bodies of type ${contentType.split(';')[0]}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
  }
  if (nestsDeeperThan(value)) {
    throw new ApiError(400, 'PGRST102', `JSON nested more than ${MAX_JSON_DEPTH} levels deep`);
  }
  return value;
}

function checkColumns(table: TableInfo, columns: string[]): void {
  for (const column of columns) {
    if (!table.columns.has(column)) {
      throw new ApiError(
        400,
        'PGRST204',
        `Could not find the '${column}' column of '${table.name}' in the schema cache`,
      );
    }
  }
}

/**
 * Every column a query selects, filters or orders by must be one of `relation`'s, as PostgREST's
 * schema cache requires: names reach the SQL only after this check (and are quoted there).
 */
function checkQueryColumns(relation: string, columns: ReadonlySet<string>, query: Query): void {
  for (const { column, where } of namedColumns(query)) {
    if (!columns.has(column)) {
      throw new ApiError(
        400,
        '42703',
        `column ${relation}.${column} does not exist`,
        null,
        `Check the ${where} parameter: ${relation} has no such column.`,
      );
    }
  }
}

async function runStatement(tx: Queryable, statement: Statement): Promise<ResultRow> {
  const rows = await tx.query<ResultRow>(statement.sql, statement.params);
  return rows[0] ?? { total: null, page_total: 0, body: null };
}

function contentRange(offset: number, rows: number, total: number | null): string {
  const range = rows === 0 ? '*' : `${offset}-${offset + rows - 1}`;
  return `${range}/${total ?? '*'}`;
}

export async function handleRest(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  context: RestContext,
): Promise<void> {
  const method = request.method ?? 'GET';
  if (method === 'OPTIONS') return send(response, preflight(request));
  const who = await identify(request, url, context.jwt, context.db);
  if (!who.ok) {
    const body =
      who.code === 'no_api_key'
        ? { message: who.message, hint: 'No `apikey` request header or url param was found.' }
        : { code: who.code, details: null, hint: null, message: who.message };
    return send(response, json(401, body, { ...CORS_HEADERS, 'www-authenticate': 'Bearer' }));
  }
  const caller = who.caller;
  const answer = async (): Promise<Reply> => {
    try {
      return await route(request, url, method, caller, context);
    } catch (error) {
      return error instanceof Rollback ? error.reply : errorReply(error, caller.authenticated, CORS_HEADERS);
    }
  };
  const cache = method === 'GET' || method === 'HEAD' ? context.cache : undefined;
  if (!cache) return send(response, await answer(), method === 'HEAD');
  const key = `${caller.token}\n${url.pathname}${url.search}\n${header(request, 'accept') ?? ''}\n${header(request, 'prefer') ?? ''}\n${header(request, 'range') ?? ''}`;
  send(response, await cache.read(key, context.db, answer), method === 'HEAD');
}

async function route(
  request: IncomingMessage,
  url: URL,
  method: string,
  caller: Caller,
  context: RestContext,
): Promise<Reply> {
  const schema = context.schema();
  const profile = header(
    request,
    method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile',
  );
  if (profile && profile !== schema.schema) {
    throw new ApiError(406, 'PGRST106', `The schema must be one of the following: ${schema.schema}`);
  }
  let segments: string[];
  try {
    segments = url.pathname.slice('/rest/v1/'.length).split('/').map(decodeURIComponent);
  } catch {
    throw new ApiError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
  if (segments.length === 1 && segments[0] === '') throw unsupported('The OpenAPI description at /rest/v1/');
  if (segments.length === 2 && segments[0] === 'rpc')
    return rpc(request, url, method, caller, context, segments[1] ?? '');
  if (segments.length !== 1) throw new ApiError(404, 'PGRST125', 'Invalid path specified in request URL');
  const table = schema.tables.get(segments[0] ?? '');
  if (!table) {
    throw new ApiError(
      404,
      'PGRST205',
      `Could not find the table '${schema.schema}.${segments[0]}' in the schema cache`,
    );
  }
  const qualified = `${quoteIdent(schema.schema)}.${quoteIdent(table.name)}`;
  const query = parseQuery(url.searchParams);
  checkQueryColumns(table.name, table.columns, query);
  const preferences = parsePrefer(header(request, 'prefer'));
  const { single, stripNulls } = negotiate(header(request, 'accept'));
  const shape: ShapeOptions = { single, stripNulls, count: preferences.count };
  const actor = { role: caller.role, claims: caller.claims };

  if (method === 'GET' || method === 'HEAD') {
    applyRange(request, query);
    capRows(query, context.maxRows);
    const row = await context.db.transaction(actor, { readOnly: true }, (tx) =>
      runStatement(tx, readStatement(qualified, query, shape)),
    );
    if (single && row.page_total !== 1) throw singleRowError(row.page_total);
    const offset = query.offset ?? 0;
    const headers = resultHeaders(single, preferences);
    headers['content-range'] = contentRange(offset, row.page_total, row.total);
    const partial = row.total !== null && (offset > 0 || offset + row.page_total < row.total);
    return { status: partial ? 206 : 200, headers, body: row.body ?? '' };
  }
  if (method === 'POST') return insert(request, caller, context, table, qualified, query, preferences, shape);
  if (method === 'PATCH' || method === 'DELETE') {
    if (query.where.length === 0) {
      // Supabase loads pg-safeupdate for the API: a whole-table change must be asked for with a filter.
      throw new ApiError(400, '21000', `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`);
    }
    if (query.limit !== undefined || query.order.length > 0)
      throw unsupported('limit and order on PATCH or DELETE');
    let statement: Statement;
    if (method === 'PATCH') {
      const values = parseJsonBody(await readBody(request, MAX_BODY), header(request, 'content-type'));
      if (typeof values !== 'object' || values === null || Array.isArray(values)) {
        throw new ApiError(400, 'PGRST102', 'Expected a single JSON object for PATCH');
      }
      const columns = Object.keys(values);
      checkColumns(table, columns);
      if (columns.length === 0) return { status: 204, headers: resultHeaders(single, preferences) };
      statement = updateStatement(
        qualified,
        columns,
        values,
        query,
        shape,
        preferences.return === 'representation',
      );
    } else {
      statement = deleteStatement(qualified, query, shape, preferences.return === 'representation');
    }
    return mutate(context, actor, statement, shape, preferences, 200);
  }
  if (method === 'PUT')
    throw unsupported('PUT (single-row upsert); use POST with Prefer: resolution=merge-duplicates');
  throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

/** At most `maxRows` rows, as PostgREST's `db-max-rows` caps a read's limit. */
function capRows(query: Query, maxRows: number | undefined): void {
  if (maxRows !== undefined && maxRows > 0) query.limit = Math.min(query.limit ?? Infinity, maxRows);
}

function applyRange(request: IncomingMessage, query: Query): void {
  const range = header(request, 'range');
  const match = range ? /^(\d+)-(\d*)$/.exec(range.replace(/^items=/, '').trim()) : null;
  if (!match) return;
  const from = Number(match[1]);
  query.offset = from;
  if (match[2]) query.limit = Math.min(query.limit ?? Infinity, Number(match[2]) - from + 1);
}

async function insert(
  request: IncomingMessage,
  caller: Caller,
  context: RestContext,
  table: TableInfo,
  qualified: string,
  query: Query,
  preferences: Preferences,
  shape: ShapeOptions,
): Promise<Reply> {
  const parsed = parseJsonBody(await readBody(request, MAX_BODY), header(request, 'content-type'));
  const rows = Array.isArray(parsed) ? parsed : [parsed];
  if (rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
    throw new ApiError(400, 'PGRST102', 'Expected a JSON object or an array of JSON objects');
  }
  const objects = rows as Record<string, unknown>[];
  const representation = preferences.return === 'representation';
  if (objects.length === 0) {
    return {
      status: 201,
      headers: resultHeaders(shape.single, preferences),
      body: representation ? '[]' : '',
    };
  }
  const conflict = preferences.resolution
    ? { columns: query.onConflict ?? table.primaryKey, resolution: preferences.resolution }
    : undefined;
  if (conflict) checkColumns(table, conflict.columns);
  // With missing=default each object keeps its own keys, so absent columns take their defaults.
  const groups = preferences.missingDefault
    ? objects.map((object) => ({ columns: Object.keys(object), rows: [object] }))
    : [
        {
          columns: query.columns ?? [...new Set(objects.flatMap((object) => Object.keys(object)))],
          rows: objects,
        },
      ];
  for (const group of groups) checkColumns(table, group.columns);
  const statements = groups.map((group) =>
    insertStatement(qualified, group.columns, group.rows, query, shape, representation, conflict),
  );
  return mutate(context, { role: caller.role, claims: caller.claims }, statements, shape, preferences, 201);
}

async function mutate(
  context: RestContext,
  actor: { role: Caller['role']; claims: Caller['claims'] },
  statements: Statement | Statement[],
  shape: ShapeOptions,
  preferences: Preferences,
  successStatus: 200 | 201,
): Promise<Reply> {
  const representation = preferences.return === 'representation';
  return context.db.transaction(actor, {}, async (tx) => {
    let affected = 0;
    const bodies: string[] = [];
    for (const statement of Array.isArray(statements) ? statements : [statements]) {
      const row = await runStatement(tx, statement);
      affected += row.page_total;
      if (row.body) bodies.push(row.body);
    }
    // PostgREST undoes a change whose result cannot be the single object the client asked for.
    if (shape.single && affected !== 1) throw singleRowError(affected);
    const headers = resultHeaders(shape.single, preferences);
    headers['content-range'] = successStatus === 201 ? '*/*' : `*/${shape.count ? affected : '*'}`;
    if (preferences.count) headers['content-range'] = `*/${affected}`;
    let reply: Reply;
    if (!representation) reply = { status: successStatus === 201 ? 201 : 204, headers };
    else {
      const body = shape.single ? (bodies[0] ?? '') : joinArrays(bodies);
      reply = { status: successStatus, headers, body };
    }
    if (preferences.rollback) throw new Rollback(reply);
    return reply;
  });
}

/** Concatenates JSON array texts without parsing them. */
function joinArrays(bodies: string[]): string {
  if (bodies.length === 1) return bodies[0] ?? '[]';
  const inner = bodies.map((body) => body.trim().slice(1, -1).trim()).filter((body) => body !== '');
  return `[${inner.join(',')}]`;
}

async function rpc(
  request: IncomingMessage,
  url: URL,
  method: string,
  caller: Caller,
  context: RestContext,
  name: string,
): Promise<Reply> {
  const schema = context.schema();
  const fn = schema.functions.get(name);
  let args: Record<string, unknown> = {};
  const query = parseQuery(new URLSearchParams());
  if (method === 'POST') {
    const body = await readBody(request, MAX_BODY);
    const parsed = body.length === 0 ? {} : parseJsonBody(body, header(request, 'content-type'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw unsupported('Calling a function with a JSON array or a single unnamed parameter');
    }
    args = parsed as Record<string, unknown>;
    Object.assign(query, parseQuery(url.searchParams));
  } else if (method === 'GET' || method === 'HEAD') {
    const rest = new URLSearchParams();
    for (const [key, value] of url.searchParams) {
      if (fn?.argumentNames.includes(key)) args[key] = value;
      else rest.append(key, value);
    }
    Object.assign(query, parseQuery(rest));
  } else {
    throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }
  if (!fn || Object.keys(args).some((arg) => !fn.argumentNames.includes(arg))) {
    throw new ApiError(
      404,
      'PGRST202',
      `Could not find the function ${schema.schema}.${name}(${Object.keys(args).join(', ')}) in the schema cache`,
      null,
      'If a new function was created in the database with this name and parameters, try reloading the schema cache.',
    );
  }
  // A function's rows have the columns it declares; one that returns a scalar or a set of scalars
  // takes no select, filter or order.
  checkQueryColumns(fn.name, fn.returnsRows ? fn.columns : new Set(), query);
  const preferences = parsePrefer(header(request, 'prefer'));
  const { single, stripNulls } = negotiate(header(request, 'accept'));
  if (fn.returnsRows || fn.returnsSet) capRows(query, context.maxRows);
  const readOnly = method !== 'POST' || !fn.volatile;
  const row = await context.db.transaction({ role: caller.role, claims: caller.claims }, { readOnly }, (tx) =>
    runStatement(tx, rpcStatement(schema.schema, fn, args, query, { single, stripNulls, count: false })),
  );
  if (single && (fn.returnsRows || fn.returnsSet) && row.page_total !== 1)
    throw singleRowError(row.page_total);
  if (fn.returnsVoid) return { status: 204, headers: resultHeaders(false, preferences) };
  return { status: 200, headers: resultHeaders(single, preferences), body: row.body ?? 'null' };
}
