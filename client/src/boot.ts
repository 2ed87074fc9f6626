import './index.css';
import { isBookingPageWithoutPlan } from './boot-redirect';

/**
 * The one script the pages name: the stylesheet, and the app (main.tsx) once the page's first
 * content is on screen. A server-rendered page is whole before any script runs, so its first paint and its
 * largest text need only the HTML and the stylesheet; on a slow connection the app's code then
 * downloads after them instead of beside them (docs/decisions/0208). The plain app shell has
 * nothing to paint before the app, so it starts at once. A booking page in a browser that keeps no
 * plan goes home before anything loads (boot-redirect.ts). This file imports nothing of the app,
 * so it stays a file of its own.
 */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    // Where paint timing is not reported, the next task after a frame is as close as we can tell.
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    // The entry is reported once the frame with the page's first text or image is on screen.
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A page the server rendered carries its page data block (lib/server-html.ts, `pageDataElementId`). */
const serverRendered = document.getElementById('page-data') !== null;

/** The browser's storage, or undefined where reading it throws (a privacy setting). */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

async function startApp() {
  if (isBookingPageWithoutPlan(location.pathname, browserStorage())) {
    location.replace('/');
    return;
  }
  if (serverRendered) await afterFirstContentfulPaint();
  // React, then the app: the browser evaluates each in a task of its own instead of both in one long task.
  await import('react-dom/client');
  await nextTask();
  await import('./main');
}

void startApp();
