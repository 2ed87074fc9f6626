/**
 * Debian's chromium and the flags it needs here (headless, as root, on a closed network), shared by
 * the browser journeys and the Lighthouse bench. `CHROMIUM_PATH` or `CHROME_PATH` points elsewhere.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The time zone a journey's browser is in unless a context names its own (`timezoneId`): the
 * applicants' Manila, not the server's UTC, so a date the server writes in its own zone and the
 * browser rewrites in the visitor's fails hydration here as it does for them.
 */
export const browserTimeZone = 'Asia/Manila';
