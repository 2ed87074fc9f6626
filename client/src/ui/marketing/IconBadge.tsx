import type { LucideIcon } from 'lucide-react';

const tones = {
  /** Brand icon on a pale brand tile: the default of feature cards. */
  soft: 'bg-brand-50 text-brand-700',
  /** A shade darker, on white cards that sit on white. */
  tint: 'bg-brand-100 text-brand-700',
  /** White icon on the brand colour: process steps and teams. */
  solid: 'bg-brand-700 text-white',
  /** Brand icon on the warm accent: values. */
  accent: 'bg-accent-100 text-brand-800',
  /** Accent icon on the warm accent: savings and results. */
  warm: 'bg-accent-100 text-accent-600',
} as const;

export type IconBadgeTone = keyof typeof tones;

type IconBadgeProps = {
  icon: LucideIcon;
  tone: IconBadgeTone;
  /** 'md' is 2.75rem square, 'lg' 3rem; the icon itself is 1.5rem in both. */
  size?: 'md' | 'lg';
  shape?: 'square' | 'round';
  /** Beside text in a row: keeps its size however long the text. */
  fixed?: boolean;
};

/** A decorative icon centred on a coloured tile (hidden from screen readers: the text beside it says it). */
export function IconBadge({ icon: Icon, tone, size = 'lg', shape = 'square', fixed = false }: IconBadgeProps) {
  const box = size === 'lg' ? 'h-12 w-12' : 'h-11 w-11';
  const corners = shape === 'round' ? 'rounded-full' : 'rounded-xl';
  return (
    <span className={`flex ${box} ${fixed ? 'shrink-0 ' : ''}items-center justify-center ${corners} ${tones[tone]}`}>
      <Icon className="h-6 w-6" aria-hidden="true" />
    </span>
  );
}
