import { Globe } from 'lucide-react';
import { isRegion, regionInfo, regions } from '@contract/catalogues/regions';
import { useRegion } from '@/lib/region';
import { awaitingStored } from '@/lib/session';

/** The navbar's country choice (US, AU, CAN); the pricing page shows prices for it. */
export function CountrySelect() {
  const { region, setRegion, known } = useRegion();
  return (
    <div className="relative flex items-center" {...awaitingStored(known)}>
      <label htmlFor="country-select" className="sr-only">
        Country
      </label>
      <Globe className="pointer-events-none absolute left-2.5 hidden h-4 w-4 text-slate-500 sm:block" aria-hidden="true" />
      <select
        id="country-select"
        value={region}
        onChange={(event) => {
          if (isRegion(event.target.value)) setRegion(event.target.value);
        }}
        className="rounded-lg border border-slate-300 bg-white py-1.5 pr-2 pl-2.5 text-sm sm:pl-8 font-medium text-slate-800 hover:border-brand-400"
      >
        {regions.map((code) => (
          <option key={code} value={code} title={regionInfo[code].label}>
            {code}
          </option>
        ))}
      </select>
    </div>
  );
}
