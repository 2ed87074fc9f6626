import { loadErrorText } from '@/lib/api-errors';

type BillingListTexts = { search: string; loading: string; empty: string };

/**
 * What the four billing tables share in the list kit's frame: a search box labelled 'Search', the
 * spec's list error ('Error: {status} {statusText}', 'Error: {reason}') and a pager shown only from
 * two pages on.
 */
export function billingListFrame(texts: BillingListTexts, pagerLabel: string) {
  return {
    search: { label: 'Search', placeholder: texts.search },
    texts: { loading: texts.loading, empty: texts.empty, errorText: (error: unknown) => loadErrorText(error) },
    footer: { label: pagerLabel, pager: 'several-pages' as const },
  };
}
