// Product rules 4: Arabic, and also Hebrew, Persian and Urdu, switch the page to right-to-left.
export const RTL_LANGUAGES = ['ar', 'he', 'fa', 'ur'] as const;
export type RtlLanguage = (typeof RTL_LANGUAGES)[number];
export type TextDirection = 'rtl' | 'ltr';

const RTL_SET: ReadonlySet<string> = new Set(RTL_LANGUAGES);

/**
 * Whether a language tag reads right to left. Only the primary subtag counts, so region tags such as
 * 'ar-TN' or the POSIX form 'fa_IR' work, while 'arn' (Mapuche) is not mistaken for Arabic.
 */
export function isRtlLanguage(lng: string | null | undefined): boolean {
  if (typeof lng !== 'string') return false;
  const primary = lng.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return RTL_SET.has(primary);
}

/** The dir attribute for a language; anything unknown or missing is left to right. */
export function textDirection(lng: string | null | undefined): TextDirection {
  return isRtlLanguage(lng) ? 'rtl' : 'ltr';
}
