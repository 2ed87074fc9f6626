import { Alert } from '@/ui/Alert';

/** Why a list shows no rows: still loading, nothing matches, or the load failed (with the screen's text). */
export type ListStatus = { kind: 'loading' | 'empty' | 'error'; text: string };

/**
 * The list's state for a query: loading, failed (the text from `errorText`), empty, or null when
 * there are rows to show.
 */
export function listStatusOf(
  query: { isPending: boolean; isError: boolean; error: unknown },
  rowCount: number | undefined,
  texts: { loading: string; empty: string; errorText: (error: unknown) => string },
): ListStatus | null {
  if (query.isPending) return { kind: 'loading', text: texts.loading };
  if (query.isError) return { kind: 'error', text: texts.errorText(query.error) };
  if (!rowCount) return { kind: 'empty', text: texts.empty };
  return null;
}

/** One row across the whole table in place of the rows: a loading or empty note, or the error. */
export function ListStatusRow({ status, columnCount }: { status: ListStatus; columnCount: number }) {
  return (
    <tr>
      <td colSpan={columnCount} className="px-4 py-10 text-center text-slate-700">
        {/* On a phone the table is wider than the screen: the note stays in view instead of in the middle of it. */}
        <div className="sticky left-4 max-w-[calc(100vw-5rem)] sm:max-w-none">
          {status.kind === 'error' ? (
            <Alert tone="error" className="mx-auto max-w-xl text-left">{status.text}</Alert>
          ) : (
            <p role="status">{status.text}</p>
          )}
        </div>
      </td>
    </tr>
  );
}
