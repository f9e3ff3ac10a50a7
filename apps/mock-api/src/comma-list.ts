/** A setting's comma-separated list: each item trimmed, empty ones (a trailing comma) left out. */
export function commaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
