import { loadErrorText } from '@/lib/api-errors';

/** The spec's list error banner: 'Error: {status} {statusText}', or 'Error: {message}' (session, network). */
export function listErrorText(error: unknown): string {
  return loadErrorText(error, `Error: ${error instanceof Error && error.message ? error.message : 'Something went wrong.'}`);
}
