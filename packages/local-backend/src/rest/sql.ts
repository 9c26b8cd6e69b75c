// Turns a parsed request into one SQL statement that returns the response body as JSON text, built
// by the database (as PostgREST does): { total, page_total, body }.
import { textArray } from '../db/database.ts';
import type { Condition, Filter, Query, SelectItem } from './grammar.ts';
import type { FunctionInfo } from './schema-cache.ts';

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface ResultRow {
  total: number | null;
  page_total: number;
  body: string | null;
  [column: string]: unknown;
}

export interface ShapeOptions {
  /** Accept: application/vnd.pgrst.object+json. */
  single: boolean;
  /** Accept: ...;nulls=stripped. */
  stripNulls: boolean;
  /** Prefer: count=exact (planned and estimated are counted exactly too). */
  count: boolean;
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  isdistinct: 'is distinct from',
};

function likePattern(operator: string, value: string): string {
  return operator === 'like' || operator === 'ilike' ? value.replaceAll('*', '%') : value;
}

function filterSql(filter: Filter, target: string, params: Params): string {
  const column = `${target}.${quoteIdent(filter.column)}`;
  let expression: string;
  if (filter.operator === 'is') {
    expression =
      filter.value === 'not_null' ? `${column} is not null` : `${column} is ${String(filter.value)}`;
  } else if (filter.operator === 'in') {
    expression = `${column} = any(${params.add(textArray(filter.value as string[]))})`;
  } else if (filter.quantifier) {
    const values = (filter.value as string[]).map((value) => likePattern(filter.operator, value));
    expression = `${column} ${COMPARISON[filter.operator]} ${filter.quantifier}(${params.add(textArray(values))})`;
  } else {
    const value = likePattern(filter.operator, filter.value as string);
    expression = `${column} ${COMPARISON[filter.operator]} ${params.add(value)}`;
  }
  return filter.negated ? `not (${expression})` : expression;
}

function conditionSql(condition: Condition, target: string, params: Params): string {
  if (condition.kind === 'filter') return filterSql(condition, target, params);
  const parts = condition.conditions.map((child) => conditionSql(child, target, params));
  const joined = parts.length === 0 ? 'true' : `(${parts.join(condition.kind === 'and' ? ' and ' : ' or ')})`;
  return condition.negated ? `not ${joined}` : joined;
}

function whereSql(conditions: Condition[], target: string, params: Params): string {
  if (conditions.length === 0) return '';
  return ` where ${conditions.map((condition) => conditionSql(condition, target, params)).join(' and ')}`;
}

function selectSql(items: SelectItem[], source: string): string {
  return items
    .map((item) => {
      if (item.kind === 'star') return `${source}.*`;
      const cast = item.cast ? `::${item.cast}` : '';
      return `${source}.${quoteIdent(item.column)}${cast} as ${quoteIdent(item.alias ?? item.column)}`;
    })
    .join(', ');
}

function orderSql(query: Query, target: string): string {
  if (query.order.length === 0) return '';
  const terms = query.order.map((term) => {
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${target}.${quoteIdent(term.column)} ${term.descending ? 'desc' : 'asc'}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

function pageSql(query: Query): string {
  return `${query.limit === undefined ? '' : ` limit ${query.limit}`}${query.offset ? ` offset ${query.offset}` : ''}`;
}

function bodySql(shape: ShapeOptions): string {
  const aggregate = shape.stripNulls ? 'json_strip_nulls(json_agg(_t))' : 'json_agg(_t)';
  return shape.single
    ? `case when count(_t) = 1 then (${aggregate} -> 0)::text end`
    : `coalesce(${aggregate}, '[]')::text`;
}

export function readStatement(table: string, query: Query, shape: ShapeOptions): Statement {
  const params = new Params();
  const where = whereSql(query.where, table, params);
  const total = shape.count ? `(select count(*)::int from ${table}${where})` : 'null::int';
  const inner = `select ${selectSql(query.select, table)} from ${table}${where}${orderSql(query, table)}${pageSql(query)}`;
  return {
    sql: `select ${total} as total, count(_t)::int as page_total, ${bodySql(shape)} as body from (${inner}) _t`,
    params: params.values,
  };
}

/** Wraps a data-changing statement (with `returning`) into the response shape. */
function mutationResult(
  statement: string,
  query: Query,
  shape: ShapeOptions,
  representation: boolean,
  returning = '*',
): string {
  if (!representation) {
    return `with pgrst_source as (${statement} returning 1) select count(*)::int as total, count(*)::int as page_total, null::text as body from pgrst_source`;
  }
  return `with pgrst_source as (${statement} returning ${returning}) select count(_t)::int as total, count(_t)::int as page_total, ${bodySql(
    shape,
  )} as body from (select ${selectSql(query.select, 'pgrst_source')} from pgrst_source) _t`;
}

export function insertStatement(
  table: string,
  columns: string[],
  rows: unknown[],
  query: Query,
  shape: ShapeOptions,
  representation: boolean,
  conflict: { columns: string[]; resolution: 'merge' | 'ignore' } | undefined,
): Statement {
  const params = new Params();
  const list = columns.map(quoteIdent).join(', ');
  let statement =
    columns.length === 0
      ? `insert into ${table} default values`
      : `insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${params.add(JSON.stringify(rows))}::json) _`;
  if (conflict) {
    const target = conflict.columns.map(quoteIdent).join(', ');
    const updates = columns
      .filter((column) => !conflict.columns.includes(column))
      .map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`);
    statement +=
      conflict.resolution === 'ignore' || updates.length === 0
        ? ` on conflict (${target}) do nothing`
        : ` on conflict (${target}) do update set ${updates.join(', ')}`;
  }
  return { sql: mutationResult(statement, query, shape, representation), params: params.values };
}

export function updateStatement(
  table: string,
  columns: string[],
  values: unknown,
  query: Query,
  shape: ShapeOptions,
  representation: boolean,
): Statement {
  const params = new Params();
  const source = params.add(JSON.stringify(values));
  const sets = columns.map((column) => `${quoteIdent(column)} = _r.${quoteIdent(column)}`).join(', ');
  const where = whereSql(query.where, table, params);
  const statement = `update ${table} set ${sets} from (select * from json_populate_record(null::${table}, ${source}::json)) _r${where}`;
  return {
    sql: mutationResult(statement, query, shape, representation, `${table}.*`),
    params: params.values,
  };
}

export function deleteStatement(
  table: string,
  query: Query,
  shape: ShapeOptions,
  representation: boolean,
): Statement {
  const params = new Params();
  const statement = `delete from ${table}${whereSql(query.where, table, params)}`;
  return { sql: mutationResult(statement, query, shape, representation), params: params.values };
}

/** Arguments arrive as JSON; each goes as a text parameter that PostgreSQL casts to the argument's type. */
function argumentValue(value: unknown, json: boolean): unknown {
  if (value === null || value === undefined) return null;
  if (json) return JSON.stringify(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return textArray(value.map((item) => String(item)));
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function rpcStatement(
  schema: string,
  fn: FunctionInfo,
  args: Record<string, unknown>,
  query: Query,
  shape: ShapeOptions,
): Statement {
  const params = new Params();
  const call = `${quoteIdent(schema)}.${quoteIdent(fn.name)}(${Object.entries(args)
    .map(
      ([name, value]) =>
        `${quoteIdent(name)} => ${params.add(argumentValue(value, fn.jsonArguments.has(name)))}`,
    )
    .join(', ')})`;
  if (fn.returnsVoid) {
    return {
      sql: `select null::int as total, 1 as page_total, null::text as body, ${call}`,
      params: params.values,
    };
  }
  if (fn.returnsRows || fn.returnsSet) {
    const source = '_pgrst_rpc';
    const rows = fn.returnsRows
      ? `select ${selectSql(query.select, source)} from ${call} ${source}${whereSql(query.where, source, params)}${orderSql(query, source)}${pageSql(query)}`
      : `select ${source} from ${call} ${source}${pageSql(query)}`;
    const element = fn.returnsRows ? '_t' : `_t.${source}`;
    const aggregate = `json_agg(${element})`;
    const body = shape.single
      ? `case when count(_t) = 1 then (${aggregate} -> 0)::text end`
      : `coalesce(${aggregate}, '[]')::text`;
    return {
      sql: `select null::int as total, count(_t)::int as page_total, ${body} as body from (${rows}) _t`,
      params: params.values,
    };
  }
  return {
    sql: `select null::int as total, 1 as page_total, to_json(${call})::text as body`,
    params: params.values,
  };
}
