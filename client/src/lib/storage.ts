import type { SessionUser } from '@contract/users';

/** Every local-storage key the client uses; the spec names `user`, `token` and `subscription`. */
export const storageKeys = {
  user: 'user',
  token: 'token',
  subscription: 'subscription',
  /** The selection sent to checkout, kept until the payment succeeds so 'Retry Payment' can restore it. */
  checkoutSelection: 'checkoutSelection',
  /** The visitor's country choice in the navbar, remembered across visits. */
  region: 'region',
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

const storageListeners = new Set<() => void>();

/**
 * Calls `listener` whenever this tab writes a key through this module or another tab changes
 * local storage, so `useStoredRaw` (lib/use-stored-raw.ts) follows both.
 */
export function subscribeToStorage(listener: () => void): () => void {
  storageListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    storageListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function storageChanged(): void {
  for (const listener of storageListeners) listener();
}

/** Storage can throw (Safari private mode, a full quota, disabled cookies): never let that crash a page. */
export function readRaw(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeRaw(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
  storageChanged();
}

export function removeKey(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Same as above.
  }
  storageChanged();
}

/** Parsed JSON under `key`, or null when absent or unparsable. */
export function readJson(key: StorageKey): unknown {
  return parseJson(readRaw(key));
}

/** Parsed JSON of a stored text, or null when absent or unparsable. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeRaw(key, JSON.stringify(value));
}

/** The signed-in user, or null when none is stored or what is stored is not a valid session. */
export function readStoredUser(): SessionUser | null {
  return parseStoredUser(readRaw(storageKeys.user));
}

/** The session in the text stored under `user`, or null when it is not a valid one. */
export function parseStoredUser(raw: string | null): SessionUser | null {
  const stored = parseJson(raw);
  if (typeof stored !== 'object' || stored === null) return null;
  const fields = stored as Record<string, unknown>;
  const valid = Object.entries(sessionUserFieldTypes).every(([key, type]) => typeof fields[key] === type);
  if (!valid) return null;
  const user = Object.fromEntries(Object.keys(sessionUserFieldTypes).map((key) => [key, fields[key]])) as SessionUser;
  if (fields.secondFactorEnrolmentRequired === true) user.secondFactorEnrolmentRequired = true;
  if (fields.isTalent === true) user.isTalent = true;
  if (typeof fields.isCustomer === 'boolean') user.isCustomer = fields.isCustomer;
  if (typeof fields.emailVerified === 'boolean') user.emailVerified = fields.emailVerified;
  return user;
}

/**
 * The fields of the contract's `sessionUserSchema`, checked by hand: every page reads the stored
 * user on its first render, and the schema would bring zod into every visitor's first download.
 * `satisfies` makes a field added to (or removed from) the contract a compile error here.
 */
const sessionUserFieldTypes = {
  id: 'string',
  name: 'string',
  email: 'string',
  isAdmin: 'boolean',
  token: 'string',
} as const satisfies Record<Exclude<keyof SessionUser, OptionalSessionField>, 'string' | 'boolean'>;

/** Optional fields of the session, read one by one above. */
type OptionalSessionField = 'secondFactorEnrolmentRequired' | 'isTalent' | 'isCustomer' | 'emailVerified';

/** Stores the login/register response whole under `user`, and its token under `token`. */
export function storeSession(user: SessionUser): void {
  writeJson(storageKeys.user, user);
  writeRaw(storageKeys.token, user.token);
}

export function clearSession(): void {
  removeKey(storageKeys.user);
  removeKey(storageKeys.token);
}
