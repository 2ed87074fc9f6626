import { ArrowDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/Button';

type HeroActionsProps = { to: string; label: string; note?: ReactNode };

/** A PageHeader's call to action: an accent button down to a section of the page, and a short note beside it. */
export function HeroActions({ to, label, note }: HeroActionsProps) {
  return (
    <div className="mt-8 flex flex-wrap items-center gap-4">
      <Link to={to} className={buttonClasses('accent', 'px-6 py-3 text-base')}>
        {label}
        <ArrowDown className="h-4 w-4" aria-hidden="true" />
      </Link>
      {note ? <p className="text-sm text-brand-100">{note}</p> : null}
    </div>
  );
}
