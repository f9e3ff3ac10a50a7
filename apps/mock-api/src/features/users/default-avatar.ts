import { encodePng } from '../../images/png-encoder';

const SIZE = 96;
const BACKGROUND = [0xe5, 0xe7, 0xeb] as const;
const SILHOUETTE = [0x9c, 0xa3, 0xaf] as const;

let cached: Uint8Array | undefined;

/** Inside the head (a circle) or the shoulders (an ellipse cut by the bottom edge). */
function inSilhouette(x: number, y: number): boolean {
  const head = (x - 48) ** 2 + (y - 38) ** 2 <= 17 ** 2;
  const shoulders = ((x - 48) / 32) ** 2 + ((y - 96) / 30) ** 2 <= 1;
  return head || shoulders;
}

/**
 * The default avatar served at /uploads/default-avatar.png (product rules 7): a grey silhouette, drawn once.
 */
export function defaultAvatarPng(): Uint8Array {
  if (cached !== undefined) return cached;
  const pixels = new Uint8Array(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const [r, g, b] = inSilhouette(x + 0.5, y + 0.5) ? SILHOUETTE : BACKGROUND;
      pixels.set([r, g, b, 0xff], (y * SIZE + x) * 4);
    }
  }
  cached = encodePng(SIZE, SIZE, pixels);
  return cached;
}
