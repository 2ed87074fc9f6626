import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/ui/Button';

/** Vite and browsers word a failed dynamic import differently; all mean a page chunk did not load. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|importing a module script failed|error loading dynamically imported module|failed to fetch/i.test(
      error.message,
    )
  );
}

/** Shown in place of a page that failed to load or crashed, keeping the navbar and footer usable. */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong';
  return (
    <section role="alert" className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-950">{chunk ? 'This page failed to load' : title}</h1>
      <p className="mt-3 text-slate-700">
        {chunk
          ? 'A part of this page could not be downloaded. Please check your connection and try again.'
          : 'An unexpected error occurred. Please try again.'}
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </section>
  );
}
