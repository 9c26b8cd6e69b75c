// The engine runs from its TypeScript sources inside the workspace and from its built JavaScript
// (`dist/`) once installed from its tarball. What it names by path, the server entry, the render
// worker, the service worker and its own modules as the build's manifest keys them, has the
// extension of the files it runs from (docs/decisions/039-the-engine-from-its-tarball.md).

/** Whether this module, and so the whole engine, is the built JavaScript. */
export const ENGINE_BUILT = import.meta.url.endsWith('.js');

/** A source file's name (`routes/admin.tsx`) as the engine's files in use name it (`routes/admin.js` when built). */
export const engineFile = (file: string, built: boolean = ENGINE_BUILT): string =>
  built ? file.replace(/\.tsx?$/, '.js') : file;
