/**
 * New leads show up on the admin screens within this time, without a reload. A file of its own
 * because the menu's badges read it on every page, and the rest of the inbox kit is admin code.
 */
export const INBOX_REFRESH_MS = 15_000;
