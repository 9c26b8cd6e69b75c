/** wawoff2 (Google's WOFF2 decoder compiled to WebAssembly) ships no types. */
declare module 'wawoff2' {
  /** The TrueType or OpenType font inside a WOFF2 file. */
  export function decompress(data: Uint8Array): Promise<Uint8Array>;
}
