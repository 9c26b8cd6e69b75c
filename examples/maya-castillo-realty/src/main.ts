// The page's only script: the engine's boot, which loads the app once the page has painted.
import '@agent-sites/site-engine/app/boot.ts';
