import type { ReactNode } from 'react';

/**
 * A field's own error, under it; `id` is the one its control's `aria-describedby` names. A field
 * that no form's `FormAlert` speaks for (the newsletter's, the photo's) announces its error itself
 * with `role="alert"`; `onDark` draws it on a dark background.
 */
export function FieldError({
  id,
  error,
  role,
  onDark = false,
}: {
  id: string;
  error: ReactNode;
  role?: 'alert';
  onDark?: boolean;
}) {
  if (error === undefined || error === null || error === false || error === '') return null;
  return (
    <p id={id} role={role} className={`text-sm ${onDark ? 'text-red-200' : 'text-red-700'}`}>
      {error}
    </p>
  );
}
