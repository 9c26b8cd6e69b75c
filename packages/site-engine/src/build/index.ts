// The build: prerendering a site, and the Vite plugins its config uses.
export { BuildRefused, buildSite, type BuildSiteOptions } from './build-site.ts';
export { markdown } from './markdown-plugin.ts';
export { pictures } from './pictures.ts';
export { pureRouter } from './pure-router-plugin.ts';
export { headersFile } from './headers-file.ts';
export { agentSite, siteEngine, type AgentSiteOptions, type SiteEngineOptions } from './site-plugin.ts';
