import type { ReactNode } from 'react';

const tones = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
} as const;

type AlertProps = { tone: keyof typeof tones; children: ReactNode; className?: string };

/** A message box; errors are announced at once (`alert`), other news politely (`status`). */
export function Alert({ tone, children, className = '' }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-3 py-2 text-sm ${tones[tone]} ${className}`}>
      {children}
    </div>
  );
}
