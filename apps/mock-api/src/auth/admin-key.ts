import type { Config } from '../config';
import { equalInConstantTime, sha256Of } from '../portable/crypto';

/** The header that carries MOCK_ADMIN_TOKEN (a bearer works too on /__mock itself). */
export const ADMIN_TOKEN_HEADER = 'x-mock-admin-token';

type Headers = Readonly<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The key a request offers: the dedicated header anywhere, a bearer only on /__mock itself (on the
 * site's routes the bearer is the learner's token, never the admin key).
 */
export function offeredAdminKey(headers: Headers, bearerAllowed: boolean): string | undefined {
  const header = first(headers[ADMIN_TOKEN_HEADER]);
  if (header !== undefined) return header;
  if (!bearerAllowed) return undefined;
  return /^Bearer (.+)$/i.exec(first(headers.authorization) ?? '')?.[1];
}

/** Whether `offered` is the admin key; compared as digests, in constant time. */
export function isAdminKey(config: Pick<Config, 'MOCK_ADMIN_TOKEN'>, offered: string | undefined): boolean {
  if (config.MOCK_ADMIN_TOKEN === undefined || offered === undefined) return false;
  return equalInConstantTime(sha256Of(offered), sha256Of(config.MOCK_ADMIN_TOKEN));
}
