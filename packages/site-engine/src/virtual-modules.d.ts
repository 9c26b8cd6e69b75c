// The modules the engine's Vite plugins write (build/site-plugin.ts, build/pictures.ts), and the
// settings Vite fixes at build time.
/// <reference types="vite/client" />

/** The site's definition: the default export of its `src/site.ts` (`siteEngine({ definition })`). */
declare module 'virtual:agent-site' {
  const definition: import('@agent-sites/site-engine/site-definition').SiteDefinition;
  export default definition;
  /** Where the engine's modules are, as the browser build's manifest names them: `../packages/site-engine/src`. */
  export const engineModules: string;
  /** Whether the engine's modules are its built JavaScript (installed from its tarball) rather than its sources. */
  export const engineBuilt: boolean;
}

/** The site's words in the lead forms (`siteEngine({ forms })`); the library's own where it gives none. */
declare module 'virtual:agent-site/forms' {
  export const formCopy: import('@agent-sites/site-engine/site-definition').FormCopy;
}

/** A photo the agent's config names (`build/pictures.ts`): every size and format, without its alt. */
declare module 'agent-photo:*' {
  const picture: {
    src: string;
    width: number;
    height: number;
    sources: { type: string; srcSet: string; media?: string }[];
  };
  export default picture;
}

/** The year the site was built, shown in the footer until the browser knows today's. */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}
