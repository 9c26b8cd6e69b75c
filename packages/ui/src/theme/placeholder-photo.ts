/**
 * The picture ListingCard and PhotoGallery show when a listing has no photo or every copy failed
 * (spec §4): a drawn house over "Photo coming soon", shipped as a file beside this module and
 * exported as `@agent-sites/ui/placeholder.svg` (docs/decisions/034).
 *
 * `new URL('./…', import.meta.url)` is how bundlers take a file along: Vite, webpack and Parcel
 * copy it into the site's assets and put its address here, so no page's JavaScript carries the
 * drawing. `?no-inline` keeps Vite from turning a file this small into a `data:` URI inside the
 * script. Where no bundler rewrites it (a server rendering under plain Node, or Vite's server
 * build) it is the file's `file:` URL, which a browser cannot load: a site that renders on a
 * server passes its own `placeholderSrc`, such as the URL its bundler gives
 * `import placeholder from '@agent-sites/ui/placeholder.svg'`.
 */
export const PLACEHOLDER_PHOTO_SRC = new URL('./placeholder.svg?no-inline', import.meta.url).href;
