import { SEED_ARTICLES } from '../db/seed/articles.data';
import { SEED_COURSES } from '../db/seed/courses.data';
import { SEED_INSTRUCTORS } from '../db/seed/instructors.data';
import { SEED_USERS } from '../db/seed/users.data';
import { sha256Of } from '../portable/crypto';
import { encodePng } from './png-encoder';

/** A seed image path as the uploads folder names it: slashes, no leading "uploads/". */
function uploadsPath(image: string): string {
  return image
    .replace(/\\/g, '/')
    .replace(/^\/+/, '')
    .replace(/^uploads\//i, '');
}

const PEOPLE = new Set(
  [...Object.values(SEED_INSTRUCTORS).map((i) => i.photo), ...SEED_USERS.map((u) => u.image)]
    .filter((p): p is string => p !== null)
    .map(uploadsPath),
);
const PICTURES = new Set(
  [...SEED_COURSES.map((c) => c.image), ...SEED_ARTICLES.map((a) => a.image)]
    .filter((p): p is string => p !== null)
    .map(uploadsPath),
);

type Rgb = readonly [number, number, number];

/** Two colours of the firm's palette picked by the path: the same file always looks the same. */
const PALETTE: readonly Rgb[] = [
  [0xff, 0x4a, 0x18],
  [0x1f, 0x3a, 0x5f],
  [0x0f, 0x76, 0x6e],
  [0x6d, 0x28, 0xd9],
  [0xb4, 0x53, 0x09],
  [0x1d, 0x4e, 0xd8],
  [0xbe, 0x12, 0x3c],
];

const BLACK: Rgb = [0, 0, 0];

function coloursOf(path: string): [Rgb, Rgb, number] {
  const digest = sha256Of(path);
  const a = (digest[0] ?? 0) % PALETTE.length;
  // A different second colour: shift by 1 to length − 1.
  const b = (a + 1 + ((digest[1] ?? 0) % (PALETTE.length - 1))) % PALETTE.length;
  return [PALETTE[a] ?? BLACK, PALETTE[b] ?? BLACK, digest[2] ?? 0];
}

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);

/** A diagonal gradient with soft discs: an abstract cover for a course or an article. */
function cover(path: string, width: number, height: number): Uint8Array {
  const [from, to, seed] = coloursOf(path);
  const discs = [0, 1, 2].map((i) => ({
    x: ((seed * (i + 3) * 37) % width) * 0.9,
    y: ((seed * (i + 5) * 23) % height) * 0.9,
    r: height * (0.25 + ((seed >> i) % 5) * 0.06),
  }));
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      const light = discs.reduce(
        (acc, d) => acc + ((x - d.x) ** 2 + (y - d.y) ** 2 < d.r ** 2 ? 0.12 : 0),
        0,
      );
      const o = (y * width + x) * 4;
      pixels[o] = Math.min(255, mix(from[0], to[0], t) + light * 255);
      pixels[o + 1] = Math.min(255, mix(from[1], to[1], t) + light * 255);
      pixels[o + 2] = Math.min(255, mix(from[2], to[2], t) + light * 255);
      pixels[o + 3] = 255;
    }
  }
  return encodePng(width, height, pixels);
}

/** A coloured portrait placeholder: a light silhouette on the person's colour. */
function portrait(path: string, size: number): Uint8Array {
  const [colour] = coloursOf(path);
  const pixels = new Uint8Array(size * size * 4);
  const c = size / 2;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const head = (x - c) ** 2 + (y - size * 0.4) ** 2 <= (size * 0.18) ** 2;
      const shoulders = ((x - c) / (size * 0.33)) ** 2 + ((y - size) / (size * 0.31)) ** 2 <= 1;
      const o = (y * size + x) * 4;
      const shade = head || shoulders ? 0.75 : 0;
      pixels[o] = mix(colour[0], 255, shade);
      pixels[o + 1] = mix(colour[1], 255, shade);
      pixels[o + 2] = mix(colour[2], 255, shade);
      pixels[o + 3] = 255;
    }
  }
  return encodePng(size, size, pixels);
}

const drawn = new Map<string, Uint8Array>();

/**
 * The pictures the seed refers to (course and article covers, portraits), drawn on first request:
 * the seed ships no binary files, yet the site shows real images for it. Null for any other path.
 */
export function seedIllustration(relative: string): Uint8Array | null {
  const kind = PICTURES.has(relative) ? 'cover' : PEOPLE.has(relative) ? 'portrait' : null;
  if (kind === null) return null;
  let image = drawn.get(relative);
  if (image === undefined) {
    image = kind === 'cover' ? cover(relative, 800, 450) : portrait(relative, 256);
    drawn.set(relative, image);
  }
  return image;
}
