// The back office's three HTML shells, shared by the build that writes them, the site's server and
// the `_redirects` file that answer with them, and the service worker that keeps them offline.
// All are rendered afresh in the browser, never hydrated: their root's `data-path` (`/admin/*`)
// matches no path. The back office's code is split otherwise in the browser than on the server,
// so its styled-components class names differ, and hydrating would fail.

/** One prerendered document the server answers back-office paths with. */
export interface AdminShell {
  /** The path it is rendered for, and the name the service worker keeps it under. */
  path: string;
  /** Its file in `dist/_shells/`. */
  file: string;
  /** The engine's modules (from its `src/`) whose code it preloads besides the back office's route. */
  modules: readonly string[];
}

/** `/admin/sign-in`, prerendered as a stranger first sees it. */
export const SIGN_IN_SHELL: AdminShell = {
  path: '/admin/sign-in',
  file: 'admin-sign-in.html',
  modules: ['routes/admin/sign-in.tsx'],
};

/**
 * `/admin`, the inbox the back office opens on: its heading, search and filters, its rows still
 * to be read. Its code comes with the shell's.
 */
export const INBOX_SHELL: AdminShell = {
  path: '/admin',
  file: 'admin-inbox.html',
  modules: ['routes/admin/leads.tsx'],
};

/**
 * Every other back-office path: the frame, saying it is checking the sign-in. Rendered for a path
 * no page has, and kept by the service worker under that name.
 */
export const BACK_OFFICE_SHELL: AdminShell = {
  path: '/admin/*',
  file: 'admin.html',
  modules: [],
};

export const ADMIN_SHELLS: readonly AdminShell[] = [SIGN_IN_SHELL, INBOX_SHELL, BACK_OFFICE_SHELL];

/** The shell a back-office path is answered with (with or without a trailing slash). */
export function adminShellFor(path: string): AdminShell {
  const normal = path.replace(/(.)\/$/, '$1');
  return ADMIN_SHELLS.find((shell) => shell.path === normal) ?? BACK_OFFICE_SHELL;
}

/** The same, as lines of a `_redirects` file (Netlify, Cloudflare Pages): the first match wins. */
export const adminRedirects = (): string =>
  [
    ...ADMIN_SHELLS.filter((shell) => shell !== BACK_OFFICE_SHELL).flatMap((shell) => [
      `${shell.path} /_shells/${shell.file} 200`,
      `${shell.path}/ /_shells/${shell.file} 200`,
    ]),
    `/admin/* /_shells/${BACK_OFFICE_SHELL.file} 200`,
    '',
  ].join('\n');
