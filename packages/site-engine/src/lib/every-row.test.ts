import { describe, expect, it } from 'vitest';
import { everyRow, PAGE_ROWS } from './every-row.ts';

const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `row-${index}` }));

/** A server of `table` that answers at most `maxRows` rows to a read, as PostgREST does. */
function server(table: { id: string }[], maxRows: number) {
  const asked: [number, number][] = [];
  const page = async (from: number, to: number) => {
    asked.push([from, to]);
    return table.slice(from, Math.min(to + 1, from + maxRows));
  };
  return { page, asked };
}

describe('every row of a read, page by page', () => {
  it('reads 1,500 rows from a server that answers 1,000 at most, in order', async () => {
    const table = rows(1500);
    const { page, asked } = server(table, 1000);
    expect(await everyRow(page)).toEqual(table);
    expect(asked).toEqual([
      [0, PAGE_ROWS - 1],
      [1000, 1000 + PAGE_ROWS - 1],
      [1500, 1500 + PAGE_ROWS - 1],
    ]);
  });

  it('loses none when the server answers fewer rows than a page asks for', async () => {
    const table = rows(1200);
    expect(await everyRow(server(table, 300).page)).toEqual(table);
  });

  it('answers an empty table with no rows after one read', async () => {
    const { page, asked } = server([], 1000);
    expect(await everyRow(page)).toEqual([]);
    expect(asked).toHaveLength(1);
  });

  it('ends after two reads when the server ignores the range and answers every row each time', async () => {
    const table = rows(20);
    let reads = 0;
    const ignoring = async () => {
      reads++;
      return table;
    };
    expect(await everyRow(ignoring)).toEqual(table);
    expect(reads).toBe(2);
  });

  it('keeps a row once when it moves to the next page during the read', async () => {
    const table = rows(1500);
    let reads = 0;
    const shifting = async (from: number, to: number) => {
      // After the first page, a new row arrives first and pushes every row one place on.
      if (reads++ === 1) table.unshift({ id: 'new' });
      return table.slice(from, Math.min(to + 1, from + 1000));
    };
    const read = await everyRow(shifting);
    expect(read.filter((row) => row.id === 'row-999')).toHaveLength(1);
    expect(read).toHaveLength(1500);
  });
});
