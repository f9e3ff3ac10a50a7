/** The star after a required field's label: seen, not read (the control itself says it is required). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  );
}
