// Copies the self-hosted fonts and their licences next to the built modules, as `fonts.css`.
import { cpSync, mkdirSync } from 'node:fs';

mkdirSync('dist', { recursive: true });
cpSync('src/theme/fonts.css', 'dist/fonts.css');
cpSync('src/theme/fonts', 'dist/fonts', { recursive: true });
