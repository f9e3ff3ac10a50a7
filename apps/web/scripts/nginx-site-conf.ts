/** nginx's configuration of the site: nginx/site.conf with the security headers written in. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const NGINX_SITE_CONF = join(import.meta.dirname, '../nginx/site.conf');
const MARKER = /^([ \t]*)# @security-headers$/m;

/**
 * A value in nginx's double quotes: nginx would read `$` as a variable and `\` as an escape, and a
 * quote or a line break would end the directive; security-headers.ts never writes them.
 */
function quoted(value: string): string {
  if (/["\\$\n\r]/.test(value)) throw new Error(`an nginx header value cannot hold ${JSON.stringify(value)}`);
  return `"${value}"`;
}

/** The configuration with one `add_header … always` per header (redirects and errors too). */
export function nginxSiteConf(
  headers: Record<string, string>,
  template: string = readFileSync(NGINX_SITE_CONF, 'utf8'),
): string {
  const marker = MARKER.exec(template);
  if (marker === null) throw new Error('nginx/site.conf has no "# @security-headers" line');
  const indent = marker[1] ?? '';
  const lines = Object.entries(headers).map(
    ([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`,
  );
  return template.replace(MARKER, lines.join('\n'));
}
