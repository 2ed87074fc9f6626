import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_REGION, isRegion, type Region } from '@contract/catalogues/regions';
import { rendersLikeServer } from './server-html';
import { readRaw, storageKeys, writeRaw } from './storage';
import { useReadAfterHydration } from './use-after-hydration';

/** The country choice remembered under `region`; the catalogue's default (US) when unset or unknown. */
export function readStoredRegion(): Region {
  const stored = readRaw(storageKeys.region);
  return isRegion(stored) ? stored : DEFAULT_REGION;
}

type RegionContextValue = { region: Region; setRegion: (region: Region) => void };

const RegionContext = createContext<RegionContextValue | null>(null);

export function RegionProvider({ children }: { children: ReactNode }) {
  // Server HTML shows the default country; the remembered one is read once the page has hydrated.
  const [region, setRegionState] = useState<Region>(() => (rendersLikeServer() ? DEFAULT_REGION : readStoredRegion()));
  useReadAfterHydration(() => setRegionState(readStoredRegion()));
  const setRegion = useCallback((next: Region) => {
    writeRaw(storageKeys.region, next);
    setRegionState(next);
  }, []);
  const value = useMemo(() => ({ region, setRegion }), [region, setRegion]);
  return <RegionContext.Provider value={value}>{children}</RegionContext.Provider>;
}

/** The visitor's country choice (remembered under the `region` key). */
export function useRegion(): RegionContextValue {
  const value = useContext(RegionContext);
  if (!value) throw new Error('useRegion must be used inside <RegionProvider>');
  return value;
}
