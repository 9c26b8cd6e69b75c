/** A neighborhood's page (routes/area.tsx); `slug` is the listings filter's own (`citySlug`). */
export const areaPath = (slug: string) => `/areas/${slug}`;
