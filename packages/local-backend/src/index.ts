// The package's public API: start the backend in-process (tests, scripts), optionally with a site
// on its origin, run it as a command would, and derive its keys.
export { loadConfig, type BackendConfig } from './config.ts';
export { DEVELOPMENT_JWT_SECRET, localKeys, signJwt, type LocalKeys } from './jwt.ts';
export { runBackend } from './main.ts';
export { startBackend, type Backend, type BackendOptions, type SiteApi, type SiteHandler } from './server.ts';
export { listFunctions, type FunctionFactory } from './functions/runtime.ts';
export {
  liveMarket,
  moveMarket,
  syncToNow,
  type LiveMarket,
  type LiveMarketOptions,
} from './reso/live-market.ts';
