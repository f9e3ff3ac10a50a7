import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PreviewServer, ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

import { securityHeadersOnPreview } from '../vite.config';

let root: string;
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** The plugin's hooks as Vite calls them: configured with `env`, building into `dist`. */
function pluginWith(env: Record<string, string>) {
  const plugin = securityHeadersOnPreview({ mockInPage: false });
  const config = { env, root, build: { outDir: 'dist' } } as unknown as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(config);
  return plugin;
}

/** The headers `vite preview` sends with this plugin. */
function previewHeaders(plugin: ReturnType<typeof securityHeadersOnPreview>): Record<string, string> {
  const sent: Record<string, string> = {};
  type Middleware = (
    req: unknown,
    res: { setHeader: (n: string, v: string) => void },
    next: () => void,
  ) => void;
  let middleware: Middleware = () => undefined;
  const server = { middlewares: { use: (m: Middleware) => (middleware = m) } } as unknown as PreviewServer;
  (plugin.configurePreviewServer as (server: PreviewServer) => void)(server);
  middleware({}, { setHeader: (name, value) => (sent[name] = value) }, () => undefined);
  return sent;
}

describe('vite preview’s headers', () => {
  it('are those of the build being previewed, whatever the preview’s own variables', () => {
    root = mkdtempSync(join(tmpdir(), 'preview-headers-'));
    // Vite writes the bundle into the folder before this hook runs.
    mkdirSync(join(root, 'dist'));
    const build = pluginWith({ VITE_API_BASE_URL: 'https://api.formation.example' });
    (build.writeBundle as () => void)();
    const policy = previewHeaders(pluginWith({}))['Content-Security-Policy'];
    expect(policy).toContain("connect-src 'self' https://api.formation.example");
    expect(policy).not.toContain('http://localhost:3001');
  });

  it('follow the preview’s variables when no build wrote its own', () => {
    root = mkdtempSync(join(tmpdir(), 'preview-headers-'));
    const policy = previewHeaders(pluginWith({ VITE_API_BASE_URL: 'https://other.example' }))[
      'Content-Security-Policy'
    ];
    expect(policy).toContain("connect-src 'self' https://other.example");
  });
});
