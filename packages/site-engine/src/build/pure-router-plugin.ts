import type { Plugin } from 'vite';

/** React Router's bundled modules, development or production build. */
const ROUTER_MODULE = /[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/][^\\/]+\.mjs$/;

/**
 * Marks React Router's top-level components as pure so the bundler can drop the ones the site never
 * uses. React Router creates `Link`, `NavLink`, `Form` and others with an unannotated
 * `React.forwardRef(...)` call and then assigns their `displayName`; to a bundler both are side
 * effects, so every page carried those components and everything they use (form submission, route
 * prefetching, view transitions): 2.4 kB gzipped of the shell. `forwardRef` only wraps a function,
 * and a `displayName` only names a component in React's developer tools, so neither is needed for
 * a component nobody renders.
 *
 * It also turns off the development build's warnings (route shapes, "No routes matched location"),
 * as React Router's own production build does: its exports map names only the development build,
 * so every visitor downloaded those messages, about 470 bytes gzipped on every page. `npm run dev`
 * keeps them (the plugin applies to builds). A module whose text no longer matches is left as it is.
 */
export function annotateRouter(code: string): string {
  return code
    .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(')
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
    .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;');
}

export function pureRouter(): Plugin {
  return {
    name: 'agent-sites:pure-router',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_MODULE.test(id)) return null;
      return { code: annotateRouter(code), map: null };
    },
  };
}
