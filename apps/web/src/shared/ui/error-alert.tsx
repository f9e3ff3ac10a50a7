/**
 * One alert region for a failure: always in the page, so a message that appears in it is announced,
 * and empty (taking no room) until there is one.
 */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  return (
    <div role="alert" aria-live="assertive" className="empty:hidden">
      {message === null || message === undefined ? null : (
        <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {message}
        </p>
      )}
    </div>
  );
}
