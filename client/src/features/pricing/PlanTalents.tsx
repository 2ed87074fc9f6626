import { Check } from 'lucide-react';
import { MAX_TALENTS_LISTED } from '@contract/catalogues/plans';

/** The first MAX_TALENTS_LISTED (7) talents of a plan, then '+N more'. */
export function PlanTalents({ talents }: { talents: readonly string[] }) {
  const listed = talents.slice(0, MAX_TALENTS_LISTED);
  const more = talents.length - listed.length;
  return (
    <div>
      <p className="text-sm font-semibold text-brand-950">Talents on this plan</p>
      <ul className="mt-2 space-y-1.5" aria-label="Talents on this plan">
        {listed.map((talent) => (
          <li key={talent} className="flex items-start gap-2 text-sm text-slate-700">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
            {talent}
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="mt-1.5 pl-6 text-sm font-medium text-brand-700">+{more} more</p> : null}
    </div>
  );
}
