import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconBadge, type IconBadgeTone } from './IconBadge';

type FeatureCardProps = {
  icon: LucideIcon;
  /** The card's heading (may carry visually hidden context, such as 'Step 1:'). */
  title: ReactNode;
  children: ReactNode;
  /** Heading level of the title, so it follows the section's h2 (or an h3 group). */
  level?: 'h3' | 'h4';
  /** The colours of the icon's tile. */
  tone?: IconBadgeTone;
  /** Shown across from the icon, at the top right: a step's number, say. */
  marker?: ReactNode;
  /** 'small': less padding, a smaller icon tile and title, for cards of a line or two. */
  size?: 'regular' | 'small';
};

/** An icon, a short title and one or two sentences; used for process steps, values and services. */
export function FeatureCard({ icon, title, children, level: Heading = 'h3', tone = 'soft', marker, size = 'regular' }: FeatureCardProps) {
  const small = size === 'small';
  const badge = <IconBadge icon={icon} tone={tone} size={small ? 'md' : 'lg'} />;
  return (
    <div className={`h-full rounded-2xl border border-slate-200 bg-white ${small ? 'p-5' : 'p-6'} shadow-sm`}>
      {marker ? (
        <div className="flex items-center justify-between">
          {badge}
          {marker}
        </div>
      ) : (
        badge
      )}
      <Heading className={`mt-4 ${small ? 'text-base' : 'text-lg'} font-semibold text-brand-950`}>{title}</Heading>
      <div className="mt-2 text-sm leading-relaxed text-slate-700">{children}</div>
    </div>
  );
}
