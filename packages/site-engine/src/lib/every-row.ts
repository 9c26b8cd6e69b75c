/**
 * Rows asked for in one read. A hosted Supabase project answers at most `[api] max_rows` rows to a
 * read (1,000 by default, supabase/config.toml), silently, whatever the range; the local backend
 * does the same (docs/decisions/053-idx-display.md).
 */
export const PAGE_ROWS = 1000;

/**
 * Every row of a read, page by page: `page(from, to)` reads the rows from `from` to `to` (inclusive,
 * as supabase-js's `range` takes them) in an order that is the same on every page (end it with a
 * unique column). The next page starts after the rows that came back, so a server that answers
 * fewer than asked loses none; a page with no row not already read (an empty one) ends the read. A row that moves to a later page while
 * the pages are read (another row inserted before it) is kept once.
 */
export async function everyRow<T extends { id: string }>(
  page: (from: number, to: number) => Promise<T[]>,
): Promise<T[]> {
  const rows = new Map<string, T>();
  for (let from = 0; ;) {
    const got = await page(from, from + PAGE_ROWS - 1);
    const known = rows.size;
    for (const row of got) if (!rows.has(row.id)) rows.set(row.id, row);
    // A page with nothing new ends the read too: a server that ignores the range cannot loop it.
    if (rows.size === known) return [...rows.values()];
    from += got.length;
  }
}
