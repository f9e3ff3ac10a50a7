/**
 * Writes nginx's configuration of the site, with the headers for this build's settings: the same
 * variables `vite build` reads (the environment and apps/web/.env files), so the policy names the API
 * and provider the pages were built for. The Dockerfile runs it after the build:
 * `tsx scripts/write-nginx-conf.ts <file>`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';

import { nginxSiteConf } from './nginx-site-conf';
import { policySettings, securityHeaders } from './security-headers';

const file = process.argv[2];
if (file === undefined) {
  console.error('usage: tsx scripts/write-nginx-conf.ts <file>');
  process.exit(1);
}
const webRoot = fileURLToPath(new URL('..', import.meta.url));
const settings = policySettings(loadEnv('production', webRoot), { mockInPage: false });
const target = resolve(file);
await mkdir(dirname(target), { recursive: true });
await writeFile(target, nginxSiteConf(securityHeaders(settings)));
console.log(`nginx: ${target} (${settings.apiBaseUrl})`);
