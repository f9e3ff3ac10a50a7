/** Images a profile photo may be, recognised by their content only (never by name or declared type). */
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

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ascii(bytes: Buffer, start: number, length: number): string {
  return bytes.subarray(start, start + length).toString('latin1');
}

/** The type from the magic bytes: JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, WebP RIFF....WEBP. */
export function sniffImageKind(bytes: Buffer): ImageKind | null {
  if (
    bytes.length >= 3 &&
    bytes.readUInt8(0) === 0xff &&
    bytes.readUInt8(1) === 0xd8 &&
    bytes.readUInt8(2) === 0xff
  ) {
    return 'jpeg';
  }
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  return null;
}

interface Size {
  width: number;
  height: number;
}

/** PNG: the IHDR chunk comes first, width and height big-endian. */
function pngSize(bytes: Buffer): Size | null {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers (C0–CF but DHT C4, JPG C8 and DAC CC) carry the frame's size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** JPEG: walk the segments up to the first start-of-frame; none before the scan means unreadable. */
function jpegSize(bytes: Buffer): Size | null {
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes.readUInt8(at) !== 0xff) return null;
    let marker = bytes.readUInt8(at + 1);
    // Fill bytes: any number of FF before the marker.
    while (marker === 0xff && at + 2 < bytes.length) {
      at += 1;
      marker = bytes.readUInt8(at + 1);
    }
    at += 2;
    // Markers without a length: TEM, RST0–7, SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue;
    // End of image or start of scan before any frame header.
    if (marker === 0xd9 || marker === 0xda || at + 2 > bytes.length) return null;
    const length = bytes.readUInt16BE(at);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 7 > bytes.length) return null;
      return { height: bytes.readUInt16BE(at + 3), width: bytes.readUInt16BE(at + 5) };
    }
    at += length;
  }
  return null;
}

/** WebP: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended), each with its own layout. */
function webpSize(bytes: Buffer): Size | null {
  if (bytes.length < 30) return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') {
    if (bytes.readUInt8(23) !== 0x9d || bytes.readUInt8(24) !== 0x01 || bytes.readUInt8(25) !== 0x2a)
      return null;
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (bytes.readUInt8(20) !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return null;
}

const EXTENSIONS = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;

/** The image's real type and declared size, or null when it is none of JPEG, PNG, WebP or its header is unreadable. */
export function inspectImage(bytes: Buffer): InspectedImage | null {
  const kind = sniffImageKind(bytes);
  if (kind === null) return null;
  const size = kind === 'png' ? pngSize(bytes) : kind === 'jpeg' ? jpegSize(bytes) : webpSize(bytes);
  if (size === null || size.width === 0 || size.height === 0) return null;
  return { kind, mimeType: `image/${kind}`, extension: EXTENSIONS[kind], ...size };
}
