import { describe, expect, it } from 'vitest';

import { inspectImage, sniffImageKind } from './image-inspection';

/** A PNG's signature and header chunk (what the inspection reads), then its pixels' bytes as zeros. */
function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(25);
  header.writeUInt32BE(13, 0);
  header.write('IHDR', 4, 'latin1');
  header.writeUInt32BE(width, 8);
  header.writeUInt32BE(height, 12);
  header.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), header, rgba]);
}

function riff(chunk: string, data: number[]): Buffer {
  const payload = Buffer.concat([Buffer.from(chunk, 'latin1'), Buffer.alloc(4), Buffer.from(data)]);
  payload.writeUInt32LE(data.length, 4);
  const header = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP')]);
  header.writeUInt32LE(payload.length + 4, 4);
  return Buffer.concat([header, payload, Buffer.alloc(16)]);
}

/** Lossy WebP: frame tag, start code 9D 01 2A, 14-bit width and height. */
function webpLossy(width: number, height: number): Buffer {
  return riff('VP8 ', [
    0x30,
    0x01,
    0x00,
    0x9d,
    0x01,
    0x2a,
    width & 0xff,
    width >> 8,
    height & 0xff,
    height >> 8,
  ]);
}

/** Lossless WebP: signature 2F, then width − 1 and height − 1 on 14 bits each. */
function webpLossless(width: number, height: number): Buffer {
  const bits = (width - 1) | ((height - 1) << 14);
  return riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff]);
}

/** Extended WebP: flags, reserved, then width − 1 and height − 1 on 24 bits each. */
function webpExtended(width: number, height: number): Buffer {
  const w = width - 1;
  const h = height - 1;
  return riff('VP8X', [
    0x10,
    0,
    0,
    0,
    w & 0xff,
    (w >> 8) & 0xff,
    w >> 16,
    h & 0xff,
    (h >> 8) & 0xff,
    h >> 16,
  ]);
}

function jpeg(segments: number[][]): Buffer {
  return Buffer.from([0xff, 0xd8, ...segments.flat(), 0xff, 0xd9]);
}
const sof = (marker: number, width: number, height: number) => [
  0xff,
  marker,
  0x00,
  0x0b,
  0x08,
  height >> 8,
  height & 0xff,
  width >> 8,
  width & 0xff,
  0x01,
  0x01,
  0x11,
  0x00,
];
const dht = [0xff, 0xc4, 0x00, 0x04, 0x00, 0x00];
const sos = [0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00];

describe('sniffImageKind', () => {
  it('reads the magic bytes only', () => {
    expect(sniffImageKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageKind(encodePng(1, 1, new Uint8Array(4)))).toBe('png');
    expect(sniffImageKind(webpLossy(1, 1))).toBe('webp');
    expect(sniffImageKind(Buffer.from('GIF89a......'))).toBeNull();
    expect(sniffImageKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageKind(Buffer.from('RIFF....WAVE'))).toBeNull();
    expect(sniffImageKind(Buffer.alloc(0))).toBeNull();
  });
});

describe('inspectImage', () => {
  it('reads the size of a PNG from its IHDR chunk', () => {
    expect(inspectImage(encodePng(3, 2, new Uint8Array(24)))).toEqual({
      kind: 'png',
      mimeType: 'image/png',
      extension: 'png',
      width: 3,
      height: 2,
    });
  });

  it('walks JPEG segments (and fill bytes) to the start of frame, baseline or progressive', () => {
    expect(inspectImage(jpeg([dht, sof(0xc0, 640, 480)]))).toMatchObject({
      kind: 'jpeg',
      extension: 'jpg',
      width: 640,
      height: 480,
    });
    expect(inspectImage(jpeg([[0xff], sof(0xc2, 5000, 10)]))).toMatchObject({ width: 5000, height: 10 });
  });

  it('gives up on a JPEG whose scan starts before any frame header, or that is cut short', () => {
    expect(inspectImage(jpeg([sos, sof(0xc0, 10, 10)]))).toBeNull();
    expect(inspectImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBeNull();
    expect(inspectImage(Buffer.from([0xff, 0xd8, 0xff]))).toBeNull();
  });

  it('reads the three WebP layouts', () => {
    expect(inspectImage(webpLossy(320, 200))).toMatchObject({
      kind: 'webp',
      mimeType: 'image/webp',
      width: 320,
      height: 200,
    });
    expect(inspectImage(webpLossless(4096, 17))).toMatchObject({ width: 4096, height: 17 });
    expect(inspectImage(webpExtended(16_000, 9_000))).toMatchObject({ width: 16_000, height: 9_000 });
  });

  it('refuses a zero size and an unknown WebP chunk', () => {
    const png = Buffer.from(encodePng(1, 1, new Uint8Array(4)));
    png.writeUInt32BE(0, 16);
    expect(inspectImage(png)).toBeNull();
    expect(inspectImage(riff('ALPH', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });
});
