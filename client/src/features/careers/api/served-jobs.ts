import { createContext, RouterContextProvider } from 'react-router';
import type { Job } from '@contract/jobs';

/**
 * The job the server renders a job page with, handed to the route's loader through the static
 * handler's request context (ssr/entry-server.tsx). The browser's router has none: its loader fetches.
 */
export const servedJobs = createContext<{ detail?: Job } | null>(null);

/** What the server handed over, or null in the browser. */
export function servedJobsOf(context: unknown): { detail?: Job } | null {
  return context instanceof RouterContextProvider ? context.get(servedJobs) : null;
}
