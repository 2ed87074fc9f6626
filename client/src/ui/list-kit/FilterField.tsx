import type { ReactNode } from 'react';

/** A list filter's frame: its label above the control `id` names, sized by `className` to sit in a toolbar. */
export function FilterField({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}
