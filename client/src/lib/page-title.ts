import { useEffect } from 'react';
import { company } from '@contract/catalogues/company';

/**
 * Sets the tab title to '{page} | {brand}' (or '{page} | {section} | {brand}') while the page is
 * shown, and restores the previous one after.
 */
export function usePageTitle(page: string, section?: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = [page, section, company.brand].filter(Boolean).join(' | ');
    return () => {
      document.title = previous;
    };
  }, [page, section]);
}
