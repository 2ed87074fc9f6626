import type { ReactNode } from 'react';
import { loadErrorText } from '@/lib/api-errors';
import { Alert } from './Alert';

type QueryContentProps<T> = {
  query: { isPending: boolean; isError: boolean; isFetching: boolean; error: unknown; data: T | undefined };
  /** Said while the first answer is on its way ('Loading your team...'). */
  loading: string;
  /** What the answer shows. */
  children: (data: T) => ReactNode;
};

/** A signed-in page's content read from one query: the loading line, then the answer or the reason it failed; marked busy while it is read again. */
export function QueryContent<T>({ query, loading, children }: QueryContentProps<T>) {
  return (
    <div aria-busy={query.isFetching || undefined} className="min-h-[50dvh]">
      {query.isPending ? (
        <p role="status" className="py-16 text-center text-slate-600">
          {loading}
        </p>
      ) : query.isError ? (
        <Alert tone="error" className="mt-8">
          {loadErrorText(query.error)}
        </Alert>
      ) : (
        // Neither on its way nor failed: answered.
        children(query.data as T)
      )}
    </div>
  );
}
