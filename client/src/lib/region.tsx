import { useCallback } from 'react';
import { DEFAULT_REGION, isRegion, type Region } from '@contract/catalogues/regions';
import { storageKeys, writeRaw } from './storage';
import { useStoredText } from './use-stored-raw';

const rememberRegion = (region: Region) => writeRaw(storageKeys.region, region);

/**
 * The visitor's country choice, remembered under `region`; the catalogue's default (US) when
 * unset or unknown, and in server HTML. Every component reading it follows a change at once.
 */
export function useRegion(): { region: Region; setRegion: (region: Region) => void; known: boolean } {
  const stored = useStoredText(storageKeys.region);
  const setRegion = useCallback(rememberRegion, []);
  // `known` is false until the choice is read (server HTML, hydration): see awaitingStored in session.tsx.
  return { region: isRegion(stored) ? stored : DEFAULT_REGION, setRegion, known: stored !== undefined };
}
