/** subset-font (harfbuzz compiled to WebAssembly) ships no types: the options the site uses. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string | null,
    options: {
      targetFormat: 'sfnt' | 'woff' | 'woff2';
      keepAllGlyphs?: boolean;
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}
