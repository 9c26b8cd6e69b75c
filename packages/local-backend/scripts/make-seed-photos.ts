// Draws the seed listings' photos (supabase/seed-photos/<slug>/photo-N.jpg): flat illustrations of
// the sample agent's homes, made for this project and released under CC0 with it. Deterministic: the same
// slug always gives the same pictures. Run with `pnpm --filter @agent-sites/local-backend photos`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { WORKSPACE_ROOT } from '../src/config.ts';

const WIDTH = 1200;
const HEIGHT = 800;
const seedSql = readFileSync(join(WORKSPACE_ROOT, 'supabase/seed.sql'), 'utf8');
const listings = [
  ...seedSql.matchAll(/^\s+\('([a-z0-9-]+)', '[^']*', '[^']*',\s*\n?\s*'[^']*', '\d{5}', '([a-z_]+)'/gm),
].map((match) => ({ slug: match[1] ?? '', type: match[2] ?? 'single_family' }));

/** A small deterministic generator seeded by the slug. */
function random(seed: string): () => number {
  let state = 2166136261;
  for (const ch of seed) state = Math.imul(state ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;

const SIDING = ['#d9c9a8', '#b7c4c9', '#8fa3ad', '#e8e1d3', '#a45a4a', '#6d7f6a', '#c9b79c', '#f0ece2'];
const ROOF = ['#4a4a4f', '#5b3a2e', '#3d4a52', '#6b5b4b'];
const TRIM = ['#ffffff', '#f5efe3', '#2f3a40'];
const DOOR = ['#7a1f2b', '#1f3a5f', '#2f4f3a', '#3b3b3b', '#a0522d'];
const WALL = ['#efe8dc', '#e4e9e6', '#f3eee6', '#dfe6ec', '#efe3d3'];
const SOFA = ['#5d7386', '#8a6f5a', '#6f7f62', '#9c5d52', '#4f5d75'];

function sky(rnd: () => number, dusk = false): string {
  const [top, bottom] = dusk
    ? ['#5b6c9a', '#f2b48a']
    : pick(rnd, [
        ['#7fb3e0', '#d8ebf7'],
        ['#8cc0e8', '#eef6fb'],
      ] as const);
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <g fill="#ffffff" opacity="${dusk ? 0.25 : 0.8}">${Array.from({ length: 3 }, () => {
    const x = 100 + rnd() * 1000;
    const y = 60 + rnd() * 140;
    return `<ellipse cx="${x}" cy="${y}" rx="70" ry="22"/><ellipse cx="${x + 45}" cy="${y - 14}" rx="50" ry="24"/>`;
  }).join('')}</g>`;
}

function tree(x: number, ground: number, size: number, shade: string): string {
  return `<rect x="${x - size * 0.08}" y="${ground - size * 0.9}" width="${size * 0.16}" height="${size * 0.9}" fill="#6b4f3a"/>
  <circle cx="${x}" cy="${ground - size * 1.05}" r="${size * 0.5}" fill="${shade}"/>
  <circle cx="${x - size * 0.3}" cy="${ground - size * 0.8}" r="${size * 0.35}" fill="${shade}"/>
  <circle cx="${x + size * 0.32}" cy="${ground - size * 0.85}" r="${size * 0.38}" fill="${shade}"/>`;
}

function windowAt(x: number, y: number, w: number, h: number, trim: string): string {
  return `<rect x="${x - 6}" y="${y - 6}" width="${w + 12}" height="${h + 12}" fill="${trim}"/>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#9cc3d9"/>
  <path d="M${x + w / 2} ${y}V${y + h}M${x} ${y + h / 2}H${x + w}" stroke="${trim}" stroke-width="6"/>`;
}

/** One house facade; units > 1 draws a row of attached homes (townhouses, a duplex, a condo building). */
function facade(rnd: () => number, x: number, width: number, floors: number, units: number): string {
  const ground = 640;
  const floorHeight = 130;
  const top = ground - floors * floorHeight;
  const siding = pick(rnd, SIDING);
  const roof = pick(rnd, ROOF);
  const trim = pick(rnd, TRIM);
  const door = pick(rnd, DOOR);
  const gable = rnd() > 0.35;
  let svg = gable
    ? `<polygon points="${x - 30},${top} ${x + width / 2},${top - 150} ${x + width + 30},${top}" fill="${roof}"/>`
    : `<rect x="${x - 20}" y="${top - 24}" width="${width + 40}" height="28" fill="${roof}"/>`;
  if (gable && rnd() > 0.5)
    svg += `<rect x="${x + width * 0.7}" y="${top - 150}" width="40" height="110" fill="#8a5a44"/>`;
  svg += `<rect x="${x}" y="${top}" width="${width}" height="${ground - top}" fill="${siding}"/>`;
  for (let line = top + 14; line < ground; line += 14) {
    svg += `<path d="M${x} ${line}H${x + width}" stroke="#000" stroke-opacity="0.05" stroke-width="2"/>`;
  }
  const unitWidth = width / units;
  for (let unit = 0; unit < units; unit++) {
    const ux = x + unit * unitWidth;
    if (unit > 0) svg += `<path d="M${ux} ${top}V${ground}" stroke="${trim}" stroke-width="8"/>`;
    const doorX = ux + (units === 1 ? unitWidth * 0.44 : unitWidth * 0.15);
    svg += `<rect x="${doorX - 8}" y="${ground - 132}" width="86" height="132" fill="${trim}"/>
      <rect x="${doorX}" y="${ground - 124}" width="70" height="124" fill="${door}"/>
      <circle cx="${doorX + 56}" cy="${ground - 60}" r="5" fill="#d8b45a"/>`;
    for (let floor = 0; floor < floors; floor++) {
      const wy = ground - (floor + 1) * floorHeight + 30;
      const positions = units === 1 ? [ux + unitWidth * 0.12, ux + unitWidth * 0.7] : [ux + unitWidth * 0.58];
      for (const wx of positions) {
        if (floor === 0 && Math.abs(wx - doorX) < 90) continue;
        svg += windowAt(wx, wy, 80, 70, trim);
      }
      if (floor > 0 && units === 1) svg += windowAt(ux + unitWidth * 0.44, wy, 70, 70, trim);
    }
  }
  return svg;
}

function exterior(slug: string, type: string, dusk: boolean): string {
  const rnd = random(`${slug}:${dusk ? 'dusk' : 'day'}`);
  const shade = pick(rnd, ['#4f7a45', '#5e8a4e', '#3f6b3d']);
  let house: string;
  if (type === 'condo') house = facade(rnd, 260, 680, 4, 3);
  else if (type === 'townhouse') house = facade(rnd, 180, 840, 3, 3);
  else if (type === 'multi_family') house = facade(rnd, 300, 600, 2, 2);
  else house = facade(rnd, 330 + rnd() * 60, 480 + rnd() * 80, rnd() > 0.4 ? 2 : 1, 1);
  return `${sky(rnd, dusk)}
  <rect y="600" width="${WIDTH}" height="200" fill="${dusk ? '#4e6b45' : '#7aa862'}"/>
  ${tree(120, 640, 220, shade)}${tree(1080, 650, 260, shade)}
  ${house}
  <polygon points="560,800 640,800 620,640 580,640" fill="#c8c2b8"/>
  ${Array.from({ length: 6 }, (_, i) => `<ellipse cx="${300 + i * 120 + rnd() * 30}" cy="648" rx="46" ry="24" fill="${shade}"/>`).join('')}
  ${dusk ? `<rect width="${WIDTH}" height="${HEIGHT}" fill="#1b2a4a" opacity="0.18"/>` : ''}`;
}

function livingRoom(slug: string): string {
  const rnd = random(`${slug}:living`);
  const wall = pick(rnd, WALL);
  const sofa = pick(rnd, SOFA);
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${wall}"/>
  <rect y="560" width="${WIDTH}" height="240" fill="#b88a5e"/>
  ${Array.from({ length: 12 }, (_, i) => `<path d="M${i * 110} 560L${i * 140 - 200} 800" stroke="#9c7049" stroke-width="3"/>`).join('')}
  <rect x="760" y="120" width="320" height="300" fill="#ffffff"/><rect x="775" y="135" width="290" height="270" fill="#bcdcef"/>
  <path d="M920 135V405M775 270H1065" stroke="#ffffff" stroke-width="10"/>
  <rect x="180" y="150" width="240" height="160" fill="#f7f3ea" stroke="#6b5b4b" stroke-width="10"/>
  <polygon points="200,290 270,210 330,260 360,230 400,290" fill="${pick(rnd, ['#7fa7c9', '#c98f6f', '#8fb38a'])}"/>
  <ellipse cx="560" cy="680" rx="380" ry="70" fill="${pick(rnd, ['#d9cbb3', '#c7d1d8', '#e2c9c0'])}"/>
  <rect x="200" y="420" width="560" height="170" rx="30" fill="${sofa}"/>
  <rect x="170" y="470" width="80" height="150" rx="24" fill="${sofa}"/><rect x="710" y="470" width="80" height="150" rx="24" fill="${sofa}"/>
  <rect x="250" y="480" width="220" height="80" rx="16" fill="#ffffff" opacity="0.15"/><rect x="490" y="480" width="220" height="80" rx="16" fill="#ffffff" opacity="0.15"/>
  <rect x="420" y="640" width="300" height="24" rx="8" fill="#6b4f3a"/><rect x="440" y="664" width="14" height="50" fill="#6b4f3a"/><rect x="686" y="664" width="14" height="50" fill="#6b4f3a"/>
  <rect x="930" y="560" width="10" height="200" fill="#3b3b3b"/><polygon points="885,470 985,470 960,560 910,560" fill="#f4e3b5"/>`;
}

function kitchen(slug: string): string {
  const rnd = random(`${slug}:kitchen`);
  const cabinet = pick(rnd, ['#ffffff', '#3f5566', '#6f7f62', '#e9e2d4']);
  const counter = pick(rnd, ['#d8d4cc', '#2e2e30', '#efeae2']);
  let tiles = '';
  for (let x = 0; x < WIDTH; x += 40)
    for (let y = 330; y < 440; y += 20)
      tiles += `<rect x="${x + ((y / 20) % 2) * 20}" y="${y}" width="38" height="18" fill="#ffffff" opacity="0.6"/>`;
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${pick(rnd, WALL)}"/>
  <rect y="330" width="${WIDTH}" height="110" fill="#dfe3e6"/>${tiles}
  ${Array.from({ length: 6 }, (_, i) => `<rect x="${40 + i * 190}" y="80" width="170" height="230" fill="${cabinet}" stroke="#00000022" stroke-width="4"/>`).join('')}
  <rect x="470" y="90" width="260" height="210" fill="#bcdcef" stroke="#ffffff" stroke-width="14"/>
  <rect y="440" width="${WIDTH}" height="24" fill="${counter}"/>
  ${Array.from({ length: 6 }, (_, i) => `<rect x="${40 + i * 190}" y="464" width="170" height="200" fill="${cabinet}" stroke="#00000022" stroke-width="4"/><rect x="${105 + i * 190}" y="490" width="40" height="8" rx="4" fill="#8a8a8a"/>`).join('')}
  <rect y="664" width="${WIDTH}" height="136" fill="#a98e74"/>
  <rect x="300" y="560" width="600" height="30" fill="${counter}"/><rect x="320" y="590" width="560" height="170" fill="${pick(rnd, ['#3f5566', '#6b4f3a', '#ffffff'])}"/>
  ${[420, 600, 780].map((x) => `<path d="M${x} 0V150" stroke="#333" stroke-width="4"/><polygon points="${x - 40},190 ${x + 40},190 ${x + 20},150 ${x - 20},150" fill="#2f3a40"/><ellipse cx="${x}" cy="192" rx="30" ry="8" fill="#ffe9a8"/>`).join('')}`;
}

function lot(slug: string, variant: number): string {
  const rnd = random(`${slug}:lot:${variant}`);
  if (variant === 3) {
    // A site plan on paper.
    return `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f1ea"/>
    <path d="${Array.from({ length: 30 }, (_, i) => `M0 ${i * 30}H${WIDTH}M${i * 40} 0V${HEIGHT}`).join('')}" stroke="#c9d6e3" stroke-width="1"/>
    <polygon points="260,160 940,130 1000,640 210,680" fill="#dcebd5" stroke="#2f4f6f" stroke-width="6"/>
    <rect x="480" y="300" width="260" height="190" fill="#ffffff" stroke="#2f4f6f" stroke-width="4" stroke-dasharray="14 8"/>
    <path d="M600 680V490" stroke="#8a8a8a" stroke-width="30"/>
    ${Array.from({ length: 14 }, () => `<circle cx="${280 + rnd() * 640}" cy="${190 + rnd() * 440}" r="${16 + rnd() * 14}" fill="#8fb38a" stroke="#4f7a45" stroke-width="3"/>`).join('')}`;
  }
  const dusk = variant === 2;
  return `${sky(rnd, dusk)}
  <rect y="560" width="${WIDTH}" height="240" fill="${dusk ? '#5d7a4d' : '#8cb86b'}"/>
  ${Array.from({ length: 16 }, (_, i) => tree(30 + i * 80 + rnd() * 30, 580 + rnd() * 20, 140 + rnd() * 120, pick(rnd, ['#3f6b3d', '#4f7a45', '#5e8a4e']))).join('')}
  <rect x="560" y="600" width="8" height="90" fill="#c89b3c"/><polygon points="568,600 620,612 568,626" fill="#e4572e"/>`;
}

function svg(content: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${content}</svg>`,
  );
}

const out = join(WORKSPACE_ROOT, 'supabase/seed-photos');
let total = 0;
for (const { slug, type } of listings) {
  const scenes =
    type === 'land'
      ? [lot(slug, 1), lot(slug, 2), lot(slug, 3)]
      : [exterior(slug, type, false), livingRoom(slug), kitchen(slug)];
  mkdirSync(join(out, slug), { recursive: true });
  for (const [index, scene] of scenes.entries()) {
    const jpeg = await sharp(svg(scene)).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
    writeFileSync(join(out, slug, `photo-${index + 1}.jpg`), jpeg);
    total += jpeg.byteLength;
  }
}
console.log(
  `${listings.length} listings, ${listings.length * 3} photos, ${(total / 1024).toFixed(0)} KiB in ${out}`,
);
