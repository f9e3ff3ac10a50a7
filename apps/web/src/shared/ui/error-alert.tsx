const BOX = 'rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800';

/**
 * One alert region for a failure: always in the page, so a message that appears in it is announced,
 * and empty (taking no room) until there is one. `title` names the failure above its message;
 * `className` places the region (its margins).
 */
export function ErrorAlert({
  message,
  title,
  className,
}: {
  message: string | null | undefined;
  title?: string;
  className?: string;
}) {
  return (
    <div
      role="alert"
      aria-live="assertive"
      className={className === undefined ? 'empty:hidden' : `empty:hidden ${className}`}
    >
      {message === null || message === undefined ? null : title === undefined ? (
        <p className={`${BOX} font-medium`}>{message}</p>
      ) : (
        <div className={BOX}>
          <p className="font-semibold">{title}</p>
          <p className="mt-1">{message}</p>
        </div>
      )}
    </div>
  );
}
