// The Vite plugin a site's `vite.config.ts` uses: the site's definition as `virtual:agent-site`
// (as VitePress gives a theme its site's config as `@siteData`, and Astro `astro:config`), and
// the build settings the engine's prerender, chunking and security headers rely on
// (docs/decisions/038-the-site-definition.md).
import { relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, UserConfig } from 'vite';
import { ENGINE_BUILT } from '../engine-files.ts';
import { markdown } from './markdown-plugin.ts';
import { pictures } from './pictures.ts';
import { pureRouter } from './pure-router-plugin.ts';

/** The module id the engine imports the site's definition by. */
export const SITE_DEFINITION_ID = 'virtual:agent-site';

/** The module id the engine's lead forms import the site's words for them by. */
export const FORM_COPY_ID = 'virtual:agent-site/forms';

/** The engine's `src/`, whose modules the browser build's manifest names by their path from the site. */
export const ENGINE_SRC = fileURLToPath(new URL('..', import.meta.url));

/** The engine's and the library's built modules, as installed from their tarballs. */
const BUILT_STYLED_MODULES = /[\\/]@agent-sites[\\/](?:site-engine|ui)[\\/]dist[\\/].*\.js$/;

/** A relative import of the site's agent config, as the site's modules write it. */
const AGENT_CONFIG_IMPORT = /^(?:\.\.?\/)+(?:config\/)?agent\.ts$/;

/** A module of the engine's own, by its path. */
const isEngineModule = (id: string) => id.startsWith(ENGINE_SRC);

/**
 * Where the engine's modules are from the site's folder `root`, as the browser build's manifest
 * names them (`../packages/site-engine/src`, or a path into `node_modules`).
 */
export const engineModulesFrom = (root: string) => relative(root, ENGINE_SRC).split(sep).join('/');

export interface AgentSiteOptions {
  /** The site's definition module, from the site's folder: `src/site.ts`. */
  definition: string;
  /**
   * The agent's config module in effect: every import of the site's `config/agent.ts` from the
   * site's own modules resolves to it (a build's test hands in a complete one).
   */
  agentConfig: string;
  /**
   * The site's words in the lead forms, from the site's folder (`src/content/forms.ts`, exporting
   * `formCopy`): a module of its own, so only the forms' chunks carry it. Without one the forms
   * say the library's own words.
   */
  forms?: string;
}

/**
 * `virtual:agent-site`: the site's definition (its default export) and where the engine's modules
 * are, from the site's folder. A virtual module is evaluated before the modules that import it,
 * so the engine reads the definition at module level, as it read the site's config before.
 * `virtual:agent-site/forms`: the site's words in the lead forms.
 */
export function agentSite(options: AgentSiteOptions): Plugin {
  let root = process.cwd();
  return {
    name: 'agent-sites:site',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      if (source === SITE_DEFINITION_ID || source === FORM_COPY_ID) return `\0${source}`;
      if (AGENT_CONFIG_IMPORT.test(source) && importer && !isEngineModule(importer)) {
        return options.agentConfig;
      }
      return null;
    },
    load(id) {
      if (id === `\0${FORM_COPY_ID}`) {
        return options.forms
          ? `export { formCopy } from ${JSON.stringify(resolve(root, options.forms))};`
          : 'export const formCopy = {};';
      }
      if (id !== `\0${SITE_DEFINITION_ID}`) return null;
      const definition = resolve(root, options.definition);
      return [
        `export { default } from ${JSON.stringify(definition)};`,
        `export const engineModules = ${JSON.stringify(engineModulesFrom(root))};`,
        `export const engineBuilt = ${ENGINE_BUILT};`,
      ].join('\n');
    },
  };
}

/**
 * The build the engine prerenders from: a manifest naming each module's chunk, native module
 * preloading, assets as files (the CSP allows no `data:` fonts or scripts), and three chunk groups.
 */
function buildSettings(): UserConfig {
  return {
    build: {
      manifest: true,
      // Every browser the site supports preloads modules natively; the polyfill would ship to all.
      modulePreload: { polyfill: false },
      target: 'es2022',
      // Small assets stay files so the CSP never needs `data:` for fonts or scripts.
      assetsInlineLimit: 0,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The app shell (main.tsx and everything it imports) in one chunk: `boot.ts` loads it
            // with a dynamic import, which would otherwise scatter the modules that pages share
            // with the shell into a dozen tiny chunks, each a request and its own gzip overhead.
            groups: [
              // What `boot.ts` imports statically stays out of the shell (Vite's preload helper, and
              // the early input the app takes from boot): inside `main` it would make the whole shell
              // a static import, fetched with the HTML.
              {
                name: 'boot',
                test: /preload-helper|[\\/]site-engine[\\/](?:src|dist)[\\/]app[\\/]early-input\.[jt]s$/,
                priority: 1,
              },
              // The library's headings, text, layout and card, which nearly every page's sections use,
              // go with the shell: captured with the listing cards below, they made pages without a
              // listing fetch the cards.
              {
                name: 'main',
                test: /[\\/]site-engine[\\/](?:src|dist)[\\/]app[\\/]main\.(?:tsx|js)$|[\\/]ui[\\/](?:src|dist)[\\/]components[\\/](?:Typography|Layout|Card)[\\/]/,
              },
              // A listing's card and the words on it (status labels, prices) are always used together,
              // on /listings, a listing's page and the home page: one request rather than two.
              {
                name: 'listing-cards',
                test: /[\\/]site-engine[\\/](?:src|dist)[\\/]features[\\/]listings[\\/]ListingGrid\.(?:tsx|js)$|[\\/]schemas[\\/](?:src|dist)[\\/]listing-vocabulary\.[jt]s$/,
              },
            ],
          },
        },
      },
    },
    ssr: {
      // Bundled into the prerender build so it shares the browser build's module graph.
      noExternal: [
        '@agent-sites/site-engine',
        '@agent-sites/ui',
        '@agent-sites/schemas',
        'styled-components',
        'react-toastify',
      ],
    },
  };
}

export interface SiteEngineOptions extends AgentSiteOptions {
  /** The folder the agent's photos are in (`src/assets/photos`). */
  photosDir: string;
}

/**
 * Everything a site's `vite.config.ts` needs from the engine: the site's definition, its photos
 * and articles, React Router without its unused components, and the build settings.
 */
export function siteEngine(options: SiteEngineOptions): Plugin[] {
  return [
    {
      name: 'agent-sites:build-settings',
      config: (_config, { command }) => ({
        define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
        // Each styled component gets an id from its file and place in it (Oxc's port of
        // styled-components' own Babel plugin), not from how many were defined before it: the
        // browser evaluates the chunks in another order than the prerenderer, so counted ids gave
        // the browser other class names than the page's HTML, and hydration inserted every rule
        // again (docs/decisions/036-cheaper-hydration.md). The CSS in the templates is minified and
        // the definitions marked pure as well.
        // Installed from their tarballs, the engine and the library are built JavaScript, which Vite
        // leaves untransformed: their styled definitions get their ids here too.
        oxc: {
          include: [/\.(m?ts|[jt]sx)$/, BUILT_STYLED_MODULES],
          exclude: [/^(?!.*[\\/]@agent-sites[\\/](?:site-engine|ui)[\\/]dist[\\/]).*\.js$/],
          plugins: {
            styledComponents: { ssr: true, displayName: false, fileName: false, minify: true, pure: true },
          },
        },
        // One copy of each, wherever the engine's and the site's modules import them from.
        resolve: {
          dedupe: ['react', 'react-dom', 'react-router-dom', 'styled-components', '@tanstack/react-query'],
        },
        // Installed, the engine's modules import the site's virtual modules: the dev server's
        // prebundling and Node's own loader would not resolve them, so Vite compiles them itself.
        optimizeDeps: { exclude: ['@agent-sites/site-engine'] },
        ...(command === 'build' ? buildSettings() : { ssr: { noExternal: ['@agent-sites/site-engine'] } }),
      }),
    },
    agentSite(options),
    markdown(),
    pictures({ agentConfig: options.agentConfig, photosDir: options.photosDir }),
    pureRouter(),
  ];
}
