/**
 * The commands a document tells its reader to type: the lines of its shell blocks (```bash, ```sh,
 * ```shell, ```console), a line ending in `\` joined to the next, comments and `$ ` prompts left out.
 * A block of another language (yaml, ts, json) is a file to write, not a command to type.
 */

const SHELL_BLOCKS = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);

export interface FencedCommand {
  /** The command as a reader types it, its spaces collapsed: the key it is known by. */
  text: string;
  /** The line it starts on (1-based). */
  line: number;
}

/**
 * A line without its trailing comment (a `#` after a space, outside quotes), and the quote still
 * open at its end (a quoted text that goes on to the next line), given the one open at its start.
 */
export function scanLine(
  line: string,
  openQuote: string | null = null,
): { code: string; openQuote: string | null } {
  let quote = openQuote;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === '#' && (index === 0 || /\s/.test(line[index - 1] ?? ''))) {
      return { code: line.slice(0, index), openQuote: null };
    }
  }
  return { code: line, openQuote: quote };
}

export function fencedCommands(markdown: string): FencedCommand[] {
  const commands: FencedCommand[] = [];
  let inShell: boolean | null = null;
  let pending: { parts: string[]; line: number; openQuote: string | null } | null = null;
  markdown.split('\n').forEach((raw, index) => {
    const fence = /^\s*```\s*([\w-]*)/.exec(raw);
    if (fence !== null) {
      inShell = inShell === null ? SHELL_BLOCKS.has(fence[1] ?? '') : null;
      pending = null;
      return;
    }
    if (inShell !== true) return;
    const prompted = pending === null ? raw.replace(/^\s*\$\s/, '') : raw;
    const { code, openQuote } = scanLine(prompted, pending?.openQuote ?? null);
    const line = code.trim();
    const continued = openQuote === null && line.endsWith('\\');
    const part = continued ? line.slice(0, -1).trim() : line;
    if (pending === null) {
      if (part === '') return;
      pending = { parts: [], line: index + 1, openQuote: null };
    }
    if (part !== '') pending.parts.push(part);
    pending.openQuote = openQuote;
    if (continued || openQuote !== null) return;
    commands.push({ text: pending.parts.join(' ').replace(/\s+/g, ' '), line: pending.line });
    pending = null;
  });
  return commands;
}
