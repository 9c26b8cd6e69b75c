/// <reference types="vite/client" />

/** The year the site was built, shown in the footer until the browser knows today's. */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
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
