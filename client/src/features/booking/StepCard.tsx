import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

type StepCardProps = { count: number; title: string; text: string; note: string; children: ReactNode };

/** One of the get-started steps: count, title, text, child content and a note. */
export function StepCard({ count, title, text, note, children }: StepCardProps) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
          <span className="sr-only">Step </span>
          {count}
        </span>
        <h3 className="text-lg font-semibold text-brand-950">{title}</h3>
      </div>
      <p className="mt-3 leading-relaxed text-slate-700">{text}</p>
      <div className="mt-4 flex-1">{children}</div>
      <p className="mt-5 flex gap-2 rounded-lg bg-accent-100 px-3 py-2 text-sm text-slate-800">
        <Info className="mt-0.5 h-4 w-4 shrink-0 text-accent-600" aria-hidden="true" />
        <span>
          <span className="font-semibold">Note: </span>
          {note}
        </span>
      </p>
    </li>
  );
}
