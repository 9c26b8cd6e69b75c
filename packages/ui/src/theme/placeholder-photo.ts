/**
 * The picture ListingCard and PhotoGallery show when a listing has no photo or every copy failed
 * (spec §4): a drawn house over "Photo coming soon", as a data: URI so that the package carries it
 * and no site has to serve a file for the default. It is the drawing the first site serves as
 * /placeholder.svg; a site may pass its own through `placeholderSrc`.
 */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800">
  <title>Photo coming soon</title>
  <rect width="1200" height="800" fill="#eceae5"/>
  <g fill="none" stroke="#8c877d" stroke-width="14" stroke-linejoin="round" stroke-linecap="round">
    <path d="M430 400 L600 270 L770 400"/>
    <path d="M470 370 V540 H730 V370"/>
    <path d="M570 540 V460 H630 V540"/>
    <path d="M705 330 V280 H735 V355"/>
  </g>
  <text x="600" y="630" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="44" fill="#5f5a52">Photo coming soon</text>
</svg>
`;

/** The default `placeholderSrc`: the drawing above, URL-encoded (smaller than base64 for SVG). */
export const PLACEHOLDER_PHOTO_SRC = `data:image/svg+xml,${encodeURIComponent(SVG)}`;
