// What PostgREST keeps in its schema cache, for the exposed schema: tables and views with their
// columns and primary keys, and functions callable through /rpc.
import type { Database } from '../db/database.ts';

export interface TableInfo {
  name: string;
  columns: Set<string>;
  primaryKey: string[];
  insertable: boolean;
}

export interface FunctionInfo {
  name: string;
  argumentNames: string[];
  /** Arguments of type json or jsonb: an array there is JSON, not a PostgreSQL array. */
  jsonArguments: Set<string>;
  returnsSet: boolean;
  /** Returns rows (a table, a composite type or record) rather than one scalar. */
  returnsRows: boolean;
  returnsVoid: boolean;
  volatile: boolean;
  /** The columns of the rows it returns (a table's or composite type's, or its OUT/TABLE parameters). */
  columns: Set<string>;
}

export interface SchemaCache {
  schema: string;
  tables: Map<string, TableInfo>;
  functions: Map<string, FunctionInfo>;
}

export async function loadSchemaCache(db: Database, schema = 'public'): Promise<SchemaCache> {
  return db.transaction('admin', { readOnly: true }, async (tx) => {
    const columns = await tx.query<{ table_name: string; column_name: string; relkind: string }>(
      `select c.relname as table_name, a.attname as column_name, c.relkind::text as relkind
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
       order by c.relname, a.attnum`,
      [schema],
    );
    const keys = await tx.query<{ table_name: string; column_name: string }>(
      `select c.relname as table_name, a.attname as column_name
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
       where n.nspname = $1 and i.indisprimary
       order by c.relname, array_position(i.indkey::int2[], a.attnum)`,
      [schema],
    );
    const functions = await tx.query<{
      name: string;
      argument_names: string[] | string | null;
      json_arguments: string[] | string | null;
      returns_set: boolean;
      returns_rows: boolean;
      returns_void: boolean;
      volatile: boolean;
      columns: string[] | string | null;
    }>(
      `select p.proname as name,
              coalesce(p.proargnames, '{}')::text[] as argument_names,
              array(select a.name
                      from unnest(coalesce(p.proargnames, '{}'), coalesce(p.proallargtypes, p.proargtypes::oid[]))
                           as a(name, type)
                     where a.type in ('json'::regtype, 'jsonb'::regtype))::text[] as json_arguments,
              p.proretset as returns_set,
              (t.typtype = 'c' or t.oid = 'record'::regtype) as returns_rows,
              t.oid = 'void'::regtype as returns_void,
              p.provolatile = 'v' as volatile,
              case when t.typtype = 'c' then
                     array(select a.attname from pg_attribute a
                            where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped)
                   else
                     array(select a.name
                             from unnest(coalesce(p.proargnames, '{}'), coalesce(p.proargmodes, '{}'))
                                  as a(name, mode)
                            where a.mode in ('o', 'b', 't'))
              end::text[] as columns
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type t on t.oid = p.prorettype
       where n.nspname = $1 and p.prokind = 'f' and t.oid <> 'trigger'::regtype`,
      [schema],
    );
    const tables = new Map<string, TableInfo>();
    for (const row of columns) {
      let table = tables.get(row.table_name);
      if (!table) {
        table = { name: row.table_name, columns: new Set(), primaryKey: [], insertable: row.relkind !== 'm' };
        tables.set(row.table_name, table);
      }
      table.columns.add(row.column_name);
    }
    for (const row of keys) tables.get(row.table_name)?.primaryKey.push(row.column_name);
    return {
      schema,
      tables,
      functions: new Map(
        functions.map((row) => [
          row.name,
          {
            name: row.name,
            argumentNames: parseTextArray(row.argument_names),
            jsonArguments: new Set(parseTextArray(row.json_arguments)),
            returnsSet: row.returns_set,
            returnsRows: row.returns_rows,
            returnsVoid: row.returns_void,
            volatile: row.volatile,
            columns: new Set(parseTextArray(row.columns)),
          },
        ]),
      ),
    };
  });
}

/** Drivers differ: pg and PGlite may return text[] parsed or as a literal. */
function parseTextArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map((item) => item.replace(/^"|"$/g, ''));
}
