// The site server: the built site with its headers, fresh listing pages and renders by query.
export { createSiteHandler, type SiteHandlerOptions } from './handler.ts';
export { cacheControl, securityHeaders } from './headers.ts';
export { createNodeServer } from './node-adapter.ts';
export { serveSite } from './serve.ts';
