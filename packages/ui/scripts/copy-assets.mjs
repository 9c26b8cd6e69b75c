// Copies the self-hosted fonts and their licences next to the built modules, as `fonts.css`, and
// the placeholder drawing beside the module that points at it (`new URL('./placeholder.svg', …)`).
import { cpSync, mkdirSync } from 'node:fs';

mkdirSync('dist', { recursive: true });
cpSync('src/theme/fonts.css', 'dist/fonts.css');
cpSync('src/theme/fonts', 'dist/fonts', { recursive: true });
cpSync('src/theme/placeholder.svg', 'dist/theme/placeholder.svg');
