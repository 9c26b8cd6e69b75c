import { describe, expect, it } from 'vitest';
import { pageDataScript } from './head-tags.ts';
import { PAGE_DATA_ID, readPageData, type PageData } from './page-data.tsx';

/** A document holding `markup` as the one page-data element would, as the browser parses it. */
function documentWith(text: string | undefined): Pick<Document, 'getElementById'> {
  return {
    getElementById: (id: string) =>
      (id === PAGE_DATA_ID && text !== undefined ? { textContent: text } : null) as HTMLElement | null,
  };
}

/** The element's text as the browser reads it: the JSON between the tags. */
const textOf = (script: string) =>
  /^<script type="application\/json" id="page-data">([\s\S]*)<\/script>$/.exec(script)?.[1];

describe('page data', () => {
  it('reads back what the prerenderer wrote', () => {
    const data: PageData = { path: '/listings', listingsVersion: 'v1', reviews: [] };
    expect(readPageData(documentWith(textOf(pageDataScript(data))))).toEqual(data);
  });

  it('never lets a value close the element: a title with </script> stays text', () => {
    const data = {
      path: '/listing/a',
      listing: { title: 'Loft </script><script>alert(1)</script>' },
    } as unknown as PageData;
    const script = pageDataScript(data);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(readPageData(documentWith(textOf(script)))).toEqual(data);
  });

  it('is nothing on a page without data, with broken data, or with data for no path', () => {
    expect(readPageData(documentWith(undefined))).toBeUndefined();
    expect(readPageData(documentWith('{"path": "/listings"'))).toBeUndefined();
    expect(readPageData(documentWith('{"listings": []}'))).toBeUndefined();
    expect(readPageData(documentWith('null'))).toBeUndefined();
  });
});
