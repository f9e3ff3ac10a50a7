import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

import { readBytes, type ByteBudget } from '../byte-budget';
import { NON_PUBLIC, NonPublicAddressError, refusalOf, type PicturePolicy } from './picture-policy';

/** Hops followed at most, each within the policy: a backend may send its pictures on to a CDN. */
export const MAX_REDIRECTS = 3;

export type PictureAnswer =
  | { kind: 'answer'; status: number; contentType: string | null; bytes: Buffer }
  /** Longer than `maxBytes`. */
  | { kind: 'too large' }
  /** The run's byte budget ran out while it was read. */
  | { kind: 'budget' }
  /**
   * Never called, or not past a redirect: the reason says nothing of what the address would answer.
   * `drop` when the address (or where it redirects) leads to a non-public place: no row may keep it.
   */
  | { kind: 'refused'; why: string; drop: boolean }
  | { kind: 'failed'; why: string }
  /** The signal ended it: its time ran out. */
  | { kind: 'timeout' };

export interface PictureRequest {
  policy: PicturePolicy;
  /** Ends the whole request, redirects and body included. */
  signal: AbortSignal;
  maxBytes: number;
  budget: ByteBudget | null;
}

/**
 * One GET through node:http, not fetch: its `lookup` hook checks the very address the connection is
 * made to, and no pooled connection is reused (agent: false), so no check can be bypassed.
 */
function send(url: URL, options: PictureRequest): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const call = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = call(
      url,
      {
        method: 'GET',
        headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,*/*;q=0.5' },
        lookup: options.policy.lookup,
        agent: false,
        signal: options.signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

function failure(error: unknown): PictureAnswer {
  if (error instanceof NonPublicAddressError) return { kind: 'refused', why: NON_PUBLIC, drop: true };
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
    return { kind: 'timeout' };
  }
  const code = (error as { code?: unknown } | null)?.code;
  return { kind: 'failed', why: `not fetched: ${typeof code === 'string' ? code : String(error)}` };
}

/**
 * A picture's bytes, from an address the policy allows, redirects followed only to addresses it
 * allows too (each hop checked as the first). Nothing is called for a refused address.
 */
export async function getPicture(url: URL, options: PictureRequest): Promise<PictureAnswer> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const refused = refusalOf(current, options.policy);
    if (refused !== null) {
      return hop === 0
        ? { kind: 'refused', why: refused, drop: refused === NON_PUBLIC }
        : { kind: 'refused', why: `redirected: ${refused}`, drop: true };
    }
    let response: IncomingMessage;
    try {
      response = await send(current, options);
    } catch (error) {
      return failure(error);
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location !== undefined) {
      response.destroy();
      try {
        current = new URL(location, current);
      } catch {
        return { kind: 'failed', why: `answered ${String(status)} to an address that is not a URL` };
      }
      continue;
    }
    const contentType = response.headers['content-type'] ?? null;
    if (status !== 200) {
      response.destroy();
      return { kind: 'answer', status, contentType, bytes: Buffer.alloc(0) };
    }
    try {
      const read = await readBytes(response, options.maxBytes, options.budget);
      if (read.cut === 'max') return { kind: 'too large' };
      if (read.cut === 'budget') return { kind: 'budget' };
      return { kind: 'answer', status, contentType, bytes: read.bytes };
    } catch (error) {
      return failure(error);
    } finally {
      response.destroy();
    }
  }
  return { kind: 'refused', why: `more than ${String(MAX_REDIRECTS)} redirects`, drop: true };
}
