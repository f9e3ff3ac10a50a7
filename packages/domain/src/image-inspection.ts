/** Images the mock takes (a profile photo, a data set's pictures), recognised by their content only (never by name or declared type). */
export type ImageKind = 'jpeg' | 'png' | 'webp';

export interface InspectedImage {
  kind: ImageKind;
  mimeType: `image/${ImageKind}`;
  extension: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
}

/** Larger declared sizes are refused: a small file can declare a huge image (a decompression bomb). */
export const MAX_IMAGE_SIDE = 4096;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Numbers of a file's bytes, as DataView reads them (a RangeError past the end, like Uint8Array's). */
const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const uint24LE = (bytes: Uint8Array, at: number) =>
  viewOf(bytes).getUint16(at, true) + viewOf(bytes).getUint8(at + 2) * 65_536;

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/** The type from the magic bytes: JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, WebP RIFF....WEBP. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (
    bytes.length >= 3 &&
    viewOf(bytes).getUint8(0) === 0xff &&
    viewOf(bytes).getUint8(1) === 0xd8 &&
    viewOf(bytes).getUint8(2) === 0xff
  ) {
    return 'jpeg';
  }
  if (bytes.length >= 8 && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  return null;
}

interface Size {
  width: number;
  height: number;
}

/** PNG: the IHDR chunk comes first, width and height big-endian. */
function pngSize(bytes: Uint8Array): Size | null {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  return { width: viewOf(bytes).getUint32(16), height: viewOf(bytes).getUint32(20) };
}

/** Start-of-frame markers (C0–CF but DHT C4, JPG C8 and DAC CC) carry the frame's size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** JPEG: walk the segments up to the first start-of-frame; none before the scan means unreadable. */
function jpegSize(bytes: Uint8Array): Size | null {
  let at = 2;
  while (at + 1 < bytes.length) {
    if (viewOf(bytes).getUint8(at) !== 0xff) return null;
    let marker = viewOf(bytes).getUint8(at + 1);
    // Fill bytes: any number of FF before the marker.
    while (marker === 0xff && at + 2 < bytes.length) {
      at += 1;
      marker = viewOf(bytes).getUint8(at + 1);
    }
    at += 2;
    // Markers without a length: TEM, RST0–7, SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue;
    // End of image or start of scan before any frame header.
    if (marker === 0xd9 || marker === 0xda || at + 2 > bytes.length) return null;
    const length = viewOf(bytes).getUint16(at);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 7 > bytes.length) return null;
      return { height: viewOf(bytes).getUint16(at + 3), width: viewOf(bytes).getUint16(at + 5) };
    }
    at += length;
  }
  return null;
}

/** WebP: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended), each with its own layout. */
function webpSize(bytes: Uint8Array): Size | null {
  if (bytes.length < 30) return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') {
    if (
      viewOf(bytes).getUint8(23) !== 0x9d ||
      viewOf(bytes).getUint8(24) !== 0x01 ||
      viewOf(bytes).getUint8(25) !== 0x2a
    )
      return null;
    return {
      width: viewOf(bytes).getUint16(26, true) & 0x3fff,
      height: viewOf(bytes).getUint16(28, true) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    if (viewOf(bytes).getUint8(20) !== 0x2f) return null;
    const bits = viewOf(bytes).getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: uint24LE(bytes, 24) + 1, height: uint24LE(bytes, 27) + 1 };
  }
  return null;
}

const EXTENSIONS = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;

/** The image's real type and declared size, or null when it is none of JPEG, PNG, WebP or its header is unreadable. */
export function inspectImage(bytes: Uint8Array): InspectedImage | null {
  const kind = sniffImageKind(bytes);
  if (kind === null) return null;
  const size = kind === 'png' ? pngSize(bytes) : kind === 'jpeg' ? jpegSize(bytes) : webpSize(bytes);
  if (size === null || size.width === 0 || size.height === 0) return null;
  return { kind, mimeType: `image/${kind}`, extension: EXTENSIONS[kind], ...size };
}
