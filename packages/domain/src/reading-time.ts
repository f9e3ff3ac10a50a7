// Product rules 9: reading time is 200 words per minute, at least 1 minute.
export const WORDS_PER_MINUTE = 200;

// Script and style bodies are code, not prose, so they go before tags are stripped.
const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
// A tag must start with a letter, '/' or '!' right after '<', so prose such as 'a < b' is left alone.
const TAG = /<[a-z/!][^>]*>/gi;
const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|([a-z][a-z0-9]{1,31}));/gi;
const SPACE_ENTITIES = new Set(['nbsp', 'ensp', 'emsp', 'thinsp', 'hairsp', 'numsp', 'puncsp']);
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

// Entities that stand for a space must still separate words ('a&nbsp;b' is two words); the others stand
// for punctuation or for a letter inside a word ('l&#39;école' is one word), so they vanish.
function replaceEntity(_entity: string, decimal?: string, hex?: string, name?: string): string {
  if (name !== undefined) return SPACE_ENTITIES.has(name.toLowerCase()) ? ' ' : '';
  const codePoint = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
  if (!Number.isInteger(codePoint) || codePoint > 0x10ffff) return '';
  return /\s/u.test(String.fromCodePoint(codePoint)) ? ' ' : '';
}

/**
 * Words in a text that may hold HTML. Tags separate words ('<p>a</p><p>b</p>' is 2 words), any Unicode
 * whitespace separates words, and a token made only of punctuation or symbols (a dash, a bullet, an emoji)
 * is not a word.
 */
export function countWords(content: string | null | undefined): number {
  if (typeof content !== 'string') return 0;
  const text = content
    .replace(SCRIPT_OR_STYLE, ' ')
    .replace(COMMENT, ' ')
    .replace(TAG, ' ')
    .replace(ENTITY, replaceEntity);
  return text.split(/\s+/u).filter((token) => LETTER_OR_DIGIT.test(token)).length;
}

/** Minutes to read, rounded up, never under 1 (an empty article still shows '1 min'). */
export function readingTimeMinutes(content: string | null | undefined): number {
  return Math.max(1, Math.ceil(countWords(content) / WORDS_PER_MINUTE));
}
