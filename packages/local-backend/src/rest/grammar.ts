// PostgREST's URL grammar, for the part the product uses: select lists with aliases and casts,
// horizontal filters (with not. and the (any)/(all) modifiers), or/and trees, order, limit, offset.
import { parseError, unsupported } from './errors.ts';

/** The filter operators the local backend supports, as PostgREST names them. */
export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
] as const;
export type Operator = (typeof OPERATORS)[number];
const OPERATOR_NAMES = new Set<string>(OPERATORS);
const QUANTIFIABLE = new Set<string>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
]);
const KNOWN_BUT_UNSUPPORTED = new Set(['fts', 'plfts', 'phfts', 'wfts', 'sl', 'sr', 'nxl', 'nxr', 'adj']);

export interface Filter {
  kind: 'filter';
  column: string;
  negated: boolean;
  operator: Operator;
  quantifier: 'any' | 'all' | undefined;
  /** The raw value; for `in` and quantified operators, the list of values. */
  value: string | string[];
}

export interface Logic {
  kind: 'and' | 'or';
  negated: boolean;
  conditions: Condition[];
}

export type Condition = Filter | Logic;

export type SelectItem =
  { kind: 'star' } | { kind: 'column'; column: string; alias: string | undefined; cast: string | undefined };

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls: 'first' | 'last' | undefined;
}

export interface Query {
  select: SelectItem[];
  where: Condition[];
  order: OrderTerm[];
  limit: number | undefined;
  offset: number | undefined;
  onConflict: string[] | undefined;
  columns: string[] | undefined;
}

/** No `$`: PostgreSQL allows it in identifiers, but no column of the API needs it. */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Bounds on one request's query, far above what the site asks and below PostgreSQL's own limits. */
export const QUERY_LIMITS = { selectItems: 100, conditions: 200, logicDepth: 8 } as const;
/** One type name, optionally an array: no spaces, so a cast cannot carry more SQL. */
const CAST = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/;

/** A column name: a plain identifier or a double-quoted one. */
export function columnName(raw: string, context: string): string {
  const text = raw.trim();
  if (text.startsWith('"') && text.endsWith('"') && text.length >= 2) {
    const name = text.slice(1, -1).replaceAll('""', '"');
    if (name === '' || /[$"]/.test(name) || name.includes('\u0000'))
      throw parseError(`"failed to parse ${context}" (${text})`, `unexpected "${text}"`);
    return name;
  }
  if (text.includes('->')) throw unsupported(`JSON paths in ${context} ("${text}")`);
  if (!IDENTIFIER.test(text))
    throw parseError(`"failed to parse ${context}" (${text})`, `unexpected "${text}"`);
  return text;
}

/** Splits on a separator outside parentheses and double quotes. */
export function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\' && quoted) {
      i++;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    else if (!quoted && depth === 0 && ch === separator) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function unquote(value: string): string {
  const text = value.trim();
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === '') return [{ kind: 'star' }];
  const items = splitTopLevel(raw);
  if (items.length > QUERY_LIMITS.selectItems) {
    throw parseError(
      '"failed to parse select parameter"',
      `at most ${QUERY_LIMITS.selectItems} columns may be selected, got ${items.length}`,
    );
  }
  return items.map((item): SelectItem => {
    const text = item.trim();
    if (text === '*') return { kind: 'star' };
    if (text.includes('(')) throw unsupported(`Embedding related tables or aggregates in select ("${text}")`);
    let alias: string | undefined;
    let rest = text;
    const aliasMatch = /^("(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_$]*):(?!:)(.*)$/.exec(text);
    if (aliasMatch) {
      alias = columnName(aliasMatch[1] ?? '', 'select');
      rest = aliasMatch[2] ?? '';
    }
    let cast: string | undefined;
    const castIndex = rest.lastIndexOf('::');
    if (castIndex > 0) {
      cast = rest.slice(castIndex + 2);
      rest = rest.slice(0, castIndex);
      if (!CAST.test(cast))
        throw parseError(`"failed to parse select parameter" (${text})`, `bad cast "${cast}"`);
    }
    return { kind: 'column', column: columnName(rest, 'select parameter'), alias, cast };
  });
}

/** Parses `[not.]op[(any|all)].value` for a column. */
export function parseFilter(column: string, expression: string): Filter {
  let rest = expression;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0)
    throw parseError(
      `"failed to parse filter (${expression})" (line 1, column 1)`,
      'unexpected end of input',
    );
  const head = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  const quantified = /^([a-z]+)\((any|all)\)$/.exec(head);
  const operator = quantified ? (quantified[1] ?? '') : head;
  const quantifier = quantified ? (quantified[2] as 'any' | 'all') : undefined;
  if (KNOWN_BUT_UNSUPPORTED.has(operator)) throw unsupported(`The "${operator}" operator`);
  if (!OPERATOR_NAMES.has(operator) || (quantifier && !QUANTIFIABLE.has(operator))) {
    throw parseError(
      `"failed to parse filter (${expression})" (line 1, column 1)`,
      `unknown operator "${head}"`,
    );
  }
  const filter: Filter = {
    kind: 'filter',
    column,
    negated,
    operator: operator as Operator,
    quantifier,
    value,
  };
  if (operator === 'in' || quantifier) {
    const list = /^\((.*)\)$/s.exec(value) ?? (quantifier ? /^\{(.*)\}$/s.exec(value) : null);
    if (!list)
      throw parseError(`"failed to parse filter (${expression})" (line 1, column 1)`, 'expecting "("');
    filter.value = (list[1] ?? '') === '' ? [] : splitTopLevel(list[1] ?? '').map(unquote);
  } else if (operator === 'is') {
    if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
      throw parseError(
        `"failed to parse filter (${expression})" (line 1, column 1)`,
        'expecting null, not_null, true, false or unknown',
      );
    }
    filter.value = value.toLowerCase();
  }
  return filter;
}

/** Parses the inside of `or=(...)` / `and=(...)`, recursively. */
export function parseLogic(kind: 'and' | 'or', negated: boolean, raw: string, depth = 1): Logic {
  if (depth > QUERY_LIMITS.logicDepth) {
    throw parseError(
      '"failed to parse logic tree"',
      `logic trees may nest at most ${QUERY_LIMITS.logicDepth} levels deep`,
    );
  }
  const body = /^\((.*)\)$/s.exec(raw.trim());
  if (!body) throw parseError(`"failed to parse logic tree (${raw})" (line 1, column 1)`, 'expecting "("');
  const conditions = splitTopLevel(body[1] ?? '').map((part): Condition => {
    const text = part.trim();
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(text);
    if (nested) return parseLogic(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3] ?? '', depth + 1);
    const dot = text.indexOf('.');
    if (dot < 0)
      throw parseError(`"failed to parse logic tree (${raw})" (line 1, column 1)`, `unexpected "${text}"`);
    return parseFilter(columnName(text.slice(0, dot), 'logic tree'), unquoteScalar(text.slice(dot + 1)));
  });
  return { kind, negated, conditions };
}

/** In a logic tree a scalar value may be double-quoted to hold commas or parentheses. */
function unquoteScalar(expression: string): string {
  const match = /^((?:not\.)?[a-z]+(?:\((?:any|all)\))?\.)("(?:[^"\\]|\\.)*")$/s.exec(expression);
  return match ? `${match[1]}${unquote(match[2] ?? '')}` : expression;
}

export function parseOrder(raw: string | null): OrderTerm[] {
  if (!raw) return [];
  return splitTopLevel(raw).map((term) => {
    const parts = term.trim().split('.');
    const column = columnName(parts[0] ?? '', 'order');
    let descending = false;
    let nulls: OrderTerm['nulls'];
    for (const modifier of parts.slice(1)) {
      if (modifier === 'asc') descending = false;
      else if (modifier === 'desc') descending = true;
      else if (modifier === 'nullsfirst') nulls = 'first';
      else if (modifier === 'nullslast') nulls = 'last';
      else
        throw parseError(`"failed to parse order (${raw})" (line 1, column 1)`, `unexpected "${modifier}"`);
    }
    return { column, descending, nulls };
  });
}

function nonNegativeInteger(raw: string | null, name: string): number | undefined {
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw))
    throw parseError(`"failed to parse ${name}" (${raw})`, 'expecting a non-negative integer');
  return Number(raw);
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey']);

export function parseQuery(params: URLSearchParams): Query {
  const where: Condition[] = [];
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    const logic = /^(not\.)?(and|or)$/.exec(key);
    if (logic) {
      where.push(parseLogic(logic[2] as 'and' | 'or', Boolean(logic[1]), value));
      continue;
    }
    if (key.includes('.')) throw unsupported(`Filtering on embedded resources ("${key}")`);
    where.push(parseFilter(columnName(key, 'filter'), value));
  }
  if (countConditions(where) > QUERY_LIMITS.conditions) {
    throw parseError(
      '"failed to parse filters"',
      `at most ${QUERY_LIMITS.conditions} conditions may be given in one request`,
    );
  }
  return {
    select: parseSelect(params.get('select')),
    where,
    order: parseOrder(params.get('order')),
    limit: nonNegativeInteger(params.get('limit'), 'limit'),
    offset: nonNegativeInteger(params.get('offset'), 'offset'),
    onConflict: maybeSplit(params.get('on_conflict'))?.map((column) => columnName(column, 'on_conflict')),
    columns: maybeSplit(params.get('columns'))?.map((column) => columnName(column, 'columns')),
  };
}

function maybeSplit(raw: string | null): string[] | undefined {
  return raw === null ? undefined : splitTopLevel(raw);
}

function countConditions(conditions: Condition[]): number {
  return conditions.reduce(
    (sum, condition) => sum + (condition.kind === 'filter' ? 1 : 1 + countConditions(condition.conditions)),
    0,
  );
}

/** Every column a query names, where it names it: each must exist in what it reads. */
export function namedColumns(query: Query): { column: string; where: string }[] {
  const named: { column: string; where: string }[] = [];
  for (const item of query.select)
    if (item.kind === 'column') named.push({ column: item.column, where: 'select' });
  const visit = (conditions: Condition[]) => {
    for (const condition of conditions) {
      if (condition.kind === 'filter') named.push({ column: condition.column, where: 'filter' });
      else visit(condition.conditions);
    }
  };
  visit(query.where);
  for (const term of query.order) named.push({ column: term.column, where: 'order' });
  return named;
}
