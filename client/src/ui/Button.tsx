import type { ComponentProps } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  accent: 'bg-accent-400 text-brand-950 hover:bg-accent-300 disabled:bg-accent-400/60',
  outline: 'border border-brand-700 text-brand-700 hover:bg-brand-50 disabled:opacity-60',
  ghost: 'text-brand-800 hover:bg-brand-50 disabled:opacity-60',
} as const;

export type ButtonVariant = keyof typeof variants;

/** Class names of a button, so links styled as buttons look the same. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold',
    'transition-colors disabled:cursor-not-allowed',
    variants[variant],
    extra,
  ].join(' ');
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant };

/**
 * A submit button stays disabled in server HTML until React has hydrated its form: a form the
 * visitor fills in before its code arrives keeps what was typed and chosen, and the browser never
 * sends it on its own (which would put the fields in the page's address).
 */
export function Button({ variant = 'primary', className = '', type = 'button', disabled, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button type={type} className={buttonClasses(variant, className)} disabled={disabled === true || (type === 'submit' && !hydrated)} {...props} />
  );
}
