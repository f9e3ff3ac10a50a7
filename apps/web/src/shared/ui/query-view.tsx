import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ErrorView } from './error-view';
import { LoadingView } from './loading-view';

/**
 * The one way a page shows data it loads: the loading view, the error view with its retry, an
 * empty text, or the data.
 */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  error,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: string;
  /** What failed, when the product rules name it; else 'An error occurred'. */
  error?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingView />;
  if (query.isError)
    return (
      <ErrorView onRetry={() => void query.refetch()} {...(error === undefined ? {} : { message: error })} />
    );
  if (isEmpty(query.data)) return <p className="text-slate-600">{empty}</p>;
  return children(query.data);
}
