import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

import { curlCommand, shellQuote } from './curl-command';

/** The words a POSIX shell makes of a command line, as curl would receive them. */
function wordsOf(command: string, env: Record<string, string> = {}): string[] {
  const out = execFileSync('sh', ['-c', `set -- ${command.replace(/^curl /, '')}; printf '%s\\0' "$@"`], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  return out.split('\0').slice(0, -1);
}

describe('the curl command of a call', () => {
  it('gives curl the method, the URL and the JSON body exactly, quotes and all', () => {
    const body = { content: 'C\'est clair ; $HOME `id` "x"', rate: 5 };
    const command = curlCommand({
      method: 'POST',
      url: 'http://127.0.0.1:3001/comments?a=1&b=2',
      body,
      authenticated: false,
    });
    expect(wordsOf(command)).toEqual([
      '-sS',
      '-i',
      '-X',
      'POST',
      'http://127.0.0.1:3001/comments?a=1&b=2',
      '-H',
      'accept: application/json',
      '-H',
      'content-type: application/json',
      '--data-raw',
      JSON.stringify(body),
    ]);
  });

  it('never holds the token: the shell reads it from CONTRACT_CHECK_TOKEN', () => {
    const command = curlCommand({
      method: 'GET',
      url: 'http://127.0.0.1:3001/enrollments/me',
      authenticated: true,
    });
    expect(command).toContain('$CONTRACT_CHECK_TOKEN');
    expect(wordsOf(command, { CONTRACT_CHECK_TOKEN: 'abc.def' })).toContain('authorization: Bearer abc.def');
  });

  it('quotes a single quote for the shell', () => {
    expect(shellQuote("l'avis")).toBe(`'l'\\''avis'`);
    expect(wordsOf(shellQuote("l'avis"))).toEqual(["l'avis"]);
  });
});
