import { MapPin } from 'lucide-react';
import type { Leader } from './team-content';

/** Two capital letters from the first and last word of a name. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

const avatarTones = [
  'from-brand-700 to-brand-500',
  'from-brand-900 to-brand-700',
  'from-brand-800 to-brand-600',
] as const;

export function LeaderCard({ leader, index }: { leader: Leader; index: number }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className={`flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-xl font-bold text-white ring-4 ring-accent-100 ${avatarTones[index % avatarTones.length]}`}
        >
          {initialsOf(leader.name)}
        </span>
        <div>
          <h3 className="text-lg font-semibold text-brand-950">{leader.name}</h3>
          <p className="text-sm font-medium text-brand-800">{leader.role}</p>
        </div>
      </div>
      <p className="mt-4 flex-1 text-sm leading-relaxed text-slate-700">{leader.bio}</p>
      <p className="mt-4 flex items-center gap-1.5 text-sm text-slate-600">
        <MapPin className="h-4 w-4 text-accent-600" aria-hidden="true" />
        {leader.location}
      </p>
    </article>
  );
}
