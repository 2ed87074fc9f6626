import { useEffect } from 'react';
import { company } from '../../../contract/catalogues/company';

/** Sets the tab title to '{page} | {brand}' while the page is shown, and restores the previous one after. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${page} | ${company.brand}`;
    return () => {
      document.title = previous;
    };
  }, [page]);
}
