import type { EnrollmentFormValues } from '@formation/domain';

/**
 * What a visitor typed in the enrollment form, kept for this tab (sessionStorage) so that going to the
 * login page and back restores it. Cleared once the order is placed.
 */
export type EnrollmentDraft = Partial<Record<keyof EnrollmentFormValues, string>>;

const FIELDS = ['fullName', 'email', 'appointmentTime', 'paymentMethod', 'promoCode'] as const;

// The stored key keeps its first spelling so that a draft written before the code took the API's stays readable.
function storageKey(courseId: number): string {
  return `enrolment-draft:${String(courseId)}`;
}

export function saveDraft(courseId: number, values: Partial<Record<string, unknown>>): void {
  const draft: EnrollmentDraft = {};
  for (const field of FIELDS) {
    const value = values[field];
    if (typeof value === 'string') draft[field] = value;
  }
  try {
    sessionStorage.setItem(storageKey(courseId), JSON.stringify(draft));
  } catch {
    // Private mode or a full quota: the draft is simply not kept.
  }
}

export function readDraft(courseId: number): EnrollmentDraft {
  let text: string | null;
  try {
    text = sessionStorage.getItem(storageKey(courseId));
  } catch {
    return {};
  }
  if (text === null) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const draft: EnrollmentDraft = {};
    for (const field of FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

export function clearDraft(courseId: number): void {
  try {
    sessionStorage.removeItem(storageKey(courseId));
  } catch {
    // Nothing stored that could be cleared.
  }
}
