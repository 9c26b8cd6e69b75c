// Draws the sample portraits the agent's config starts with (site/src/assets/photos/sample-*.svg):
// stylised illustrations of no real person, made for this project and released under CC0 with it.
// A real agent replaces them with their own photos and names those in src/config/agent.ts.
// Deterministic. Run with `pnpm --filter @agent-sites/site photos`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SIZE = 640;

interface Sitter {
  file: string;
  title: string;
  backdrop: [string, string];
  skin: string;
  shade: string;
  hair: string;
  jacket: string;
  lapel: string;
  shirt: string;
  /** Longer hair falling past the ears. */
  long: boolean;
  glasses: boolean;
}

function portrait(sitter: Sitter): string {
  const { skin, shade, hair, jacket, lapel, shirt } = sitter;
  // A brick wall behind, as in half the storefronts of Ferndale and Royal Oak.
  const bricks = Array.from({ length: 16 }, (_, row) =>
    Array.from({ length: 8 }, (_, column) => {
      const x = column * 88 - (row % 2) * 44;
      return `<rect x="${x}" y="${row * 40}" width="84" height="36" rx="3"/>`;
    }).join(''),
  ).join('');
  const longHair = sitter.long
    ? `<path d="M212 300 C200 400 215 460 250 480 L270 360 Z M428 300 C440 400 425 460 390 480 L370 360 Z" fill="${hair}"/>`
    : '';
  const glasses = sitter.glasses
    ? `<g fill="none" stroke="#2b2f3a" stroke-width="6"><rect x="252" y="276" width="62" height="46" rx="14"/><rect x="326" y="276" width="62" height="46" rx="14"/><path d="M314 296 H326"/></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">
  <title>${sitter.title}</title>
  <defs>
    <linearGradient id="backdrop" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${sitter.backdrop[0]}"/>
      <stop offset="1" stop-color="${sitter.backdrop[1]}"/>
    </linearGradient>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#backdrop)"/>
  <g fill="#ffffff" opacity="0.06">${bricks}</g>
  ${longHair}
  <path d="M40 640 C60 520 170 468 320 462 C470 468 580 520 600 640 Z" fill="${jacket}"/>
  <path d="M262 470 L320 590 L378 470 Z" fill="${shirt}"/>
  <path d="M262 470 L230 640 L300 640 L320 590 Z M378 470 L410 640 L340 640 L320 590 Z" fill="${lapel}"/>
  <rect x="284" y="370" width="72" height="110" rx="30" fill="${shade}"/>
  <ellipse cx="226" cy="310" rx="18" ry="28" fill="${skin}"/>
  <ellipse cx="414" cy="310" rx="18" ry="28" fill="${skin}"/>
  <ellipse cx="320" cy="300" rx="96" ry="118" fill="${skin}"/>
  <path d="M222 300 C214 200 270 160 328 162 C398 166 432 214 418 300 C404 246 372 222 322 222 C272 222 240 248 222 300 Z" fill="${hair}"/>
  <g fill="none" stroke="#3a2a22" stroke-width="6" stroke-linecap="round">
    <path d="M262 272 Q284 262 304 270"/><path d="M336 270 Q356 262 378 272"/>
  </g>
  <circle cx="284" cy="300" r="8" fill="#2b2f3a"/><circle cx="356" cy="300" r="8" fill="#2b2f3a"/>
  ${glasses}
  <path d="M318 310 Q312 336 322 340" fill="none" stroke="${shade}" stroke-width="5" stroke-linecap="round"/>
  <path d="M284 364 Q320 392 356 364" fill="none" stroke="#8a3b36" stroke-width="7" stroke-linecap="round"/>
  <g fill="#e0706a" opacity="0.18"><ellipse cx="262" cy="346" rx="22" ry="12"/><ellipse cx="378" cy="346" rx="22" ry="12"/></g>
</svg>
`;
}

const SITTERS: Sitter[] = [
  {
    file: 'sample-agent-headshot.svg',
    title: 'Sample portrait: an illustrated real estate agent in a navy blazer before a brick wall',
    backdrop: ['#1b2d52', '#b5643c'],
    skin: '#e2b08c',
    shade: '#c99472',
    hair: '#4a3226',
    jacket: '#1f2f4f',
    lapel: '#16233d',
    shirt: '#f4efe6',
    long: false,
    glasses: false,
  },
  {
    file: 'sample-partner-headshot.svg',
    title: 'Sample portrait: an illustrated loan officer in a teal jacket with glasses',
    backdrop: ['#24465a', '#7aa6a0'],
    skin: '#a8734f',
    shade: '#8f5f40',
    hair: '#1f1a18',
    jacket: '#1d5c63',
    lapel: '#154850',
    shirt: '#fdfbf6',
    long: true,
    glasses: true,
  },
];

const folder = fileURLToPath(new URL('../src/assets/photos/', import.meta.url));
for (const sitter of SITTERS) writeFileSync(folder + sitter.file, portrait(sitter));
console.log(`${SITTERS.length} sample portraits in ${folder}`);
