import { sessionUserSchema, type SessionUser } from '@contract/users';

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
}

export function removeKey(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Same as above.
  }
}

/** Parsed JSON under `key`, or null when absent or unparsable. */
export function readJson(key: StorageKey): unknown {
  const raw = readRaw(key);
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
  const parsed = sessionUserSchema.safeParse(readJson(storageKeys.user));
  return parsed.success ? parsed.data : null;
}

/** Stores the login/register response whole under `user`, and its token under `token`. */
export function storeSession(user: SessionUser): void {
  writeJson(storageKeys.user, user);
  writeRaw(storageKeys.token, user.token);
}

export function clearSession(): void {
  removeKey(storageKeys.user);
  removeKey(storageKeys.token);
}
