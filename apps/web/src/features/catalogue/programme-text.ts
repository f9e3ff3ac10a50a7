import { useTranslation } from 'react-i18next';

import { DEFAULT_LANGUAGE } from '@/shared/i18n/i18n';
import type { CategorySlug } from '@/shared/site/catalogue-categories';

/** Each category's programme words live in their own namespace, under `<programme id>.*`. */
export const PROGRAMME_NAMESPACES = {
  'innovation-digitale': 'programmes-innovation-digitale',
  'intelligence-artificielle-avancee': 'programmes-intelligence-artificielle-avancee',
  'leadership-management': 'programmes-leadership-management',
  entrepreneuriat: 'programmes-entrepreneuriat',
  'certifications-professionnelles': 'programmes-certifications-professionnelles',
} as const satisfies Record<CategorySlug, string>;

/** The words of one programme (product rules 3, Training programme). */
export interface ProgrammeText {
  title: string;
  short: string;
  full: string;
  /** Exactly five learning objectives. */
  objectives: readonly string[];
  /** Absent when the programme has no prerequisite. */
  prerequisites: string | null;
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** One programme's entry of a namespace, checked: null when missing or malformed. */
export function parseProgrammeText(value: unknown): ProgrammeText | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  const { title, short, full, objectives, prerequisites } = entry;
  if (!isText(title) || !isText(short) || !isText(full)) return null;
  if (!Array.isArray(objectives) || !objectives.every(isText)) return null;
  return {
    title,
    short,
    full,
    objectives,
    prerequisites: isText(prerequisites) ? prerequisites : null,
  };
}

export interface ProgrammeTexts {
  /** The words in the current language (French when a translation is missing). */
  text: ProgrammeText;
  /** The French title: the sessions of the catalogue are searched by their French titles. */
  sourceTitle: string;
}

/**
 * The words of a category's programmes. The keys are the ids of the typed programme lists
 * (`data/*.data.ts`); `catalogue-data.test.ts` checks every id has its words in every language.
 */
export function useProgrammeTexts(category: CategorySlug): (id: string) => ProgrammeTexts | null {
  const namespace = PROGRAMME_NAMESPACES[category];
  const { i18n } = useTranslation(namespace);
  const language = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  return (id) => {
    const source = parseProgrammeText(i18n.getResource(DEFAULT_LANGUAGE, namespace, id));
    if (source === null) return null;
    const text = parseProgrammeText(i18n.getResource(language, namespace, id)) ?? source;
    return { text, sourceTitle: source.title };
  };
}
