import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers for these options, worked out once: with no content security policy
 * (no nonce) they are the same on every answer, and running helmet's eleven middlewares on each
 * request cost about 4 % of the mock's time under load (a CPU profile of bench/mixed-load).
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a header helmet takes off
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown = null;
  helmet(options)(
    new IncomingMessage(new Socket()),
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failed = error ?? null;
    },
  );
  if (failed !== null) throw new Error('helmet refused its options', { cause: failed });
  return Object.freeze(headers);
}
