/** A field's own error, under it; `id` is the one its control's `aria-describedby` names. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error === undefined ? null : (
    <p id={id} className="text-sm text-red-700">
      {error}
    </p>
  );
}
