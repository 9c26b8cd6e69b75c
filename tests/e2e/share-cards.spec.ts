import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { agent } from '../../site/src/config/agent.ts';
import { admin } from './api.ts';
import { sitemapText } from './sitemap.ts';

// Every page shared on a social network or in a message shows a real picture: its og:image
// answers 200 with a JPEG of the size the page declares, listings added or changed after the
// build included (the site's server draws theirs then; docs/decisions/017-fresh-pages.md).

const MINUTE = { timeout: 60_000, intervals: [1_000] };

/** What a page says about its shared picture. */
function sharing(html: string) {
  const meta = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  return {
    image: meta('og:image'),
    width: Number(meta('og:image:width')),
    height: Number(meta('og:image:height')),
    alt: meta('og:image:alt'),
    twitterImage: meta('twitter:image'),
    twitterCard: meta('twitter:card'),
  };
}

/** Fetches a shared picture as a network's crawler does: its status, type and real size. */
async function picture(request: APIRequestContext, url: string) {
  const response = await request.get(new URL(url).pathname);
  const body = await response.body();
  const size = response.ok() ? await sharp(body).metadata() : undefined;
  return {
    status: response.status(),
    type: response.headers()['content-type'],
    width: size?.width,
    height: size?.height,
  };
}

/** A listing of this test's own, with a seeded photo, added after the build. */
function newListing() {
  const slug = `${Date.now().toString(36)}-share-card-lakeview-ct-troy`;
  return {
    slug,
    title: 'Brick Ranch on a Quiet Troy Court',
    address: '2216 Lakeview Ct',
    city: 'Troy',
    state: 'MI',
    zip_code: '48098',
    property_type: 'single_family',
    status: 'current',
    price: 379_900,
    bedrooms: 3,
    bathrooms: 2,
    square_feet: 1640,
    description: 'A brick ranch on a cul-de-sac, with a finished basement and a fenced yard.',
    header_image_url: '/storage/v1/object/public/listing-photos/4871-rochester-ct-troy/photo-1.jpg',
  };
}

test('every page of the sitemap, and a listing added after the build, is shared with a picture of the size it declares', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const client = admin(baseURL);
  const row = newListing();
  const added = await client.from('listings').insert(row).select('id').single();
  expect(added.error).toBeNull();
  try {
    // The site's server lists the new listing within a minute (decision 017).
    let locs: string[] = [];
    await expect
      .poll(async () => {
        const sitemap = await sitemapText(request);
        locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
        return locs;
      }, MINUTE)
      .toContain(`/listing/${row.slug}`);
    expect(locs.length).toBeGreaterThan(30);

    const checked = new Map<string, Awaited<ReturnType<typeof picture>>>();
    const broken: string[] = [];
    for (const path of locs) {
      const html = await (await request.get(path)).text();
      const shared = sharing(html);
      if (!shared.image || !shared.alt || shared.twitterImage !== shared.image) {
        broken.push(`${path}: no og:image with its alt and twitter:image`);
        continue;
      }
      if (shared.twitterCard !== 'summary_large_image') broken.push(`${path}: twitter:card`);
      if (!checked.has(shared.image)) checked.set(shared.image, await picture(request, shared.image));
      const got = checked.get(shared.image)!;
      const expected = { status: 200, type: 'image/jpeg', width: shared.width, height: shared.height };
      if (JSON.stringify(got) !== JSON.stringify(expected))
        broken.push(`${path}: ${shared.image} is ${JSON.stringify(got)}, not ${JSON.stringify(expected)}`);
    }
    expect(broken).toEqual([]);
    // Every page has its own picture, and each is a large card.
    expect(checked.size).toBe(locs.length);
    for (const got of checked.values()) expect([got.width, got.height]).toEqual([1200, 630]);

    // A new price is a new picture, at a new address, so a network that kept the old one asks again.
    const before = sharing(await (await request.get(`/listing/${row.slug}`)).text()).image!;
    expect(before).toContain(`/images/share/listing-${row.slug}-`);
    await client.from('listings').update({ price: 369_900 }).eq('slug', row.slug);
    await expect
      .poll(async () => sharing(await (await request.get(`/listing/${row.slug}`)).text()).image, MINUTE)
      .not.toBe(before);
    const after = sharing(await (await request.get(`/listing/${row.slug}`)).text());
    expect(await picture(request, after.image!)).toEqual({
      status: 200,
      type: 'image/jpeg',
      width: 1200,
      height: 630,
    });
    expect(after.alt).toContain('$369,900');
  } finally {
    await client.from('listings').delete().eq('slug', row.slug);
  }
});

test("a listing's picture shows its price and address in its alt text, and the site's card exists for structured data", async ({
  request,
}) => {
  const html = await (await request.get('/listing/409-penniman-ave-plymouth')).text();
  expect(sharing(html).alt).toBe(
    `Recently Closed: 409 Penniman Ave, Plymouth, MI 48170, Closed at $468,000. Listed by ${agent.name}.`,
  );
  expect(await picture(request, 'http://x/images/share-card.jpg')).toMatchObject({
    status: 200,
    width: 1200,
  });
});
