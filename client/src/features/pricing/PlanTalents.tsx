import { useId, useState } from 'react';
import { MAX_TALENTS_LISTED } from '@contract/catalogues/plans';
import { CheckList } from '@/ui/marketing/CheckList';

/** The first MAX_TALENTS_LISTED (7) talents of a plan, then a '+N more' button that shows the rest. */
export function PlanTalents({ talents }: { talents: readonly string[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const listed = expanded ? talents : talents.slice(0, MAX_TALENTS_LISTED);
  const more = talents.length - MAX_TALENTS_LISTED;
  return (
    <div>
      <p className="text-sm font-semibold text-brand-950">Talents on this plan</p>
      <CheckList id={listId} items={listed} className="mt-2 space-y-1.5 text-sm text-slate-700" tone="green" aria-label="Talents on this plan" />
      {more > 0 ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1.5 ml-6 rounded text-sm font-medium text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
        >
          {expanded ? 'Show fewer' : `+${more} more`}
        </button>
      ) : null}
    </div>
  );
}
