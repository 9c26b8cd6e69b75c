// The package's public API: start the backend in-process (tests, scripts) and derive its keys.
export { loadConfig, type BackendConfig } from './config.ts';
export { DEVELOPMENT_JWT_SECRET, localKeys, signJwt, type LocalKeys } from './jwt.ts';
export { startBackend, type Backend } from './server.ts';
export { listFunctions, type FunctionFactory } from './functions/runtime.ts';
