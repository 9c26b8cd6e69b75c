// Images as bytes, in plain TypeScript so the same code runs in Deno (Supabase) and Node (the local
// backend): what an image is by its first bytes, and the same image without the metadata that can
// say where and with what it was taken (EXIF with GPS, XMP, IPTC, text chunks).
import { concatBytes } from './http.ts';

export type ImageType = { mime: 'image/jpeg' | 'image/png' | 'image/webp'; extension: string };

/** Recognises an image by its first bytes, whatever its name or declared type says. */
export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return { mime: 'image/jpeg', extension: 'jpg' };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { mime: 'image/png', extension: 'png' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return { mime: 'image/webp', extension: 'webp' };
  }
  return undefined;
}

/** The image's structure is not what its first bytes promise (truncated, or not an image at all). */
export class MalformedImageError extends Error {}

export interface StrippedImage {
  bytes: Uint8Array;
  /** What was taken out, such as `exif`, `xmp`, `iptc`, `comment`, `text`. */
  removed: string[];
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  return concatBytes(
    parts,
    parts.reduce((sum, part) => sum + part.byteLength, 0),
  );
}

/** Removes location and other metadata; the pixels, colour profile and orientation stay. */
export function stripImageMetadata(bytes: Uint8Array, type: ImageType): StrippedImage {
  if (type.mime === 'image/jpeg') return stripJpeg(bytes);
  if (type.mime === 'image/png') return stripPng(bytes);
  return stripWebp(bytes);
}

/**
 * The EXIF orientation (1-8) of a TIFF block (an APP1 Exif payload after "Exif\0\0", or a WebP or
 * PNG EXIF chunk), or undefined. Phones record rotation only there, so it is kept.
 */
function exifOrientation(tiff: Uint8Array): number | undefined {
  if (tiff.length < 8) return undefined;
  const little = tiff[0] === 0x49 && tiff[1] === 0x49;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const u16 = (at: number) => view.getUint16(at, little);
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return undefined;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

/** A JPEG APP1 segment holding nothing but the orientation. */
function orientationSegment(orientation: number): Uint8Array {
  const exif = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"
  // Big-endian TIFF header, IFD0 at 8 with one SHORT entry (0x0112 = orientation), no next IFD.
  const tiff = [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0];
  const body = [...exif, ...tiff, 0, 0, 0, 0];
  const length = body.length + 2;
  return new Uint8Array([0xff, 0xe1, length >> 8, length & 0xff, ...body]);
}

const JPEG_REMOVED: Record<number, string> = { 0xe1: 'exif', 0xed: 'iptc', 0xfe: 'comment' };

function stripJpeg(bytes: Uint8Array): StrippedImage {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  const removed = new Set<string>();
  let orientation: number | undefined;
  let at = 2;
  for (;;) {
    if (at + 4 > bytes.length || bytes[at] !== 0xff) throw new MalformedImageError('JPEG segment expected');
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) throw new MalformedImageError('JPEG segment past the end');
    if (marker === 0xda) {
      // Start of scan: the compressed image and whatever follows it are kept as they are.
      kept.push(bytes.subarray(at));
      break;
    }
    const name = JPEG_REMOVED[marker];
    if (name) {
      const payload = bytes.subarray(at + 4, end);
      if (marker === 0xe1 && ascii(payload, 0, 6) === 'Exif\0\0') {
        orientation ??= exifOrientation(payload.subarray(6));
        removed.add('exif');
      } else if (marker === 0xe1) removed.add('xmp');
      else removed.add(name);
    } else kept.push(bytes.subarray(at, end));
    at = end;
  }
  // Right after SOI and any APP0 (JFIF), where readers look for it.
  if (orientation && orientation !== 1) {
    const afterJfif = kept[1] && kept[1][1] === 0xe0 ? 2 : 1;
    kept.splice(afterJfif, 0, orientationSegment(orientation));
  }
  return { bytes: concat(kept), removed: [...removed] };
}

const PNG_REMOVED: Record<string, string> = { eXIf: 'exif', tEXt: 'text', iTXt: 'text', zTXt: 'text' };

function stripPng(bytes: Uint8Array): StrippedImage {
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  const removed = new Set<string>();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  while (at < bytes.length) {
    if (at + 12 > bytes.length) throw new MalformedImageError('PNG chunk past the end');
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) throw new MalformedImageError('PNG chunk past the end');
    const name = PNG_REMOVED[type];
    if (name) removed.add(name);
    else kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') break;
  }
  return { bytes: concat(kept), removed: [...removed] };
}

const WEBP_REMOVED: Record<string, string> = { EXIF: 'exif', 'XMP ': 'xmp' };
/** VP8X flags: the EXIF and XMP bits, cleared once those chunks are gone. */
const VP8X_METADATA_FLAGS = 0x08 | 0x04;

function stripWebp(bytes: Uint8Array): StrippedImage {
  const kept: Uint8Array[] = [];
  const removed = new Set<string>();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = ascii(bytes, at, at + 4);
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > bytes.length) throw new MalformedImageError('WebP chunk past the end');
    const name = WEBP_REMOVED[type];
    if (name) removed.add(name);
    else if (type === 'VP8X' && size >= 1) {
      const chunk = bytes.slice(at, Math.min(end, bytes.length));
      chunk[8] = (chunk[8] ?? 0) & ~VP8X_METADATA_FLAGS;
      kept.push(chunk);
    } else kept.push(bytes.subarray(at, Math.min(end, bytes.length)));
    at = end;
  }
  if (kept.length === 0) throw new MalformedImageError('WebP without chunks');
  const body = concat(kept);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, body.byteLength + 4, true);
  return { bytes: concat([header, body]), removed: [...removed] };
}
