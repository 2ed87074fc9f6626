import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type FeatureCardProps = {
  icon: LucideIcon;
  /** The card's heading (may carry visually hidden context, such as 'Step 1:'). */
  title: ReactNode;
  children: ReactNode;
  /** Heading level of the title, so it follows the section's h2 (or an h3 group). */
  level?: 'h3' | 'h4';
};

/** An icon, a short title and one or two sentences; used for process steps, values and services. */
export function FeatureCard({ icon: Icon, title, children, level: Heading = 'h3' }: FeatureCardProps) {
  return (
    <div className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <Heading className="mt-4 text-lg font-semibold text-brand-950">{title}</Heading>
      <div className="mt-2 text-sm leading-relaxed text-slate-700">{children}</div>
    </div>
  );
}
