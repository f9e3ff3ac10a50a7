import { describe, expect, it } from 'vitest';

import { fencedCommands, scanLine } from './fenced-commands';

describe('the commands of a document', () => {
  it('are the lines of its shell blocks, continuations joined, comments and prompts left out', () => {
    const markdown = [
      'Text with `pnpm inline` in it.',
      '```bash',
      '# a comment line',
      'pnpm contract:check --base-url http://127.0.0.1:3001 --email a@example.tn \\',
      "  --password 'Apprenant2026!' --allow-writes   # the seeded mock",
      '',
      '$ curl -s "http://x/#fragment" | head -c 80',
      '```',
      '```yaml',
      'run: pnpm not-a-command',
      '```',
      '```sh',
      'MOCK_DATA_SET=recordings/staging pnpm start',
      '```',
    ].join('\n');
    expect(fencedCommands(markdown)).toEqual([
      {
        text: "pnpm contract:check --base-url http://127.0.0.1:3001 --email a@example.tn --password 'Apprenant2026!' --allow-writes",
        line: 4,
      },
      { text: 'curl -s "http://x/#fragment" | head -c 80', line: 7 },
      { text: 'MOCK_DATA_SET=recordings/staging pnpm start', line: 13 },
    ]);
  });

  it('keeps a # inside quotes or a word', () => {
    expect(scanLine("echo 'a # b' c#d # note").code).toBe("echo 'a # b' c#d ");
  });

  it('goes on to the next line while a quoted text is open', () => {
    const markdown = ['```bash', `curl -d '{"a":1,`, `     "b":2}' # note`, 'next', '```'].join('\n');
    expect(fencedCommands(markdown).map((command) => command.text)).toEqual([
      `curl -d '{"a":1, "b":2}'`,
      'next',
    ]);
  });
});
