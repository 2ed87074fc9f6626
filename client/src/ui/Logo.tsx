import { company } from '@contract/catalogues/company';

/** The brand mark: a roof held up by two people (bayanihan: a community carrying a home together). */
export function LogoMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-brand-700" />
      <path d="M7 16 16 8.5 25 16" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="11.5" cy="19.5" r="2.3" className="fill-accent-400" />
      <circle cx="20.5" cy="19.5" r="2.3" className="fill-accent-400" />
      <path d="M8 25.5c.6-2.2 2-3.3 3.5-3.3s2.9 1.1 3.5 3.3M17 25.5c.6-2.2 2-3.3 3.5-3.3s2.9 1.1 3.5 3.3" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** Mark plus brand name; `tone` picks text colour for light or dark backgrounds. */
type LogoProps = {
  tone?: 'dark' | 'light';
  /** Hide the name (kept for screen readers) between lg and xl, where a full admin navbar is tight. */
  compact?: boolean;
};

export function Logo({ tone = 'dark', compact = false }: LogoProps) {
  return (
    <span className="inline-flex items-center gap-2">
      <LogoMark />
      <span
        className={`text-base font-bold tracking-tight whitespace-nowrap sm:text-lg ${tone === 'dark' ? 'text-brand-950' : 'text-white'} ${compact ? 'lg:max-xl:sr-only' : ''}`}
      >
        {company.brand}
      </span>
    </span>
  );
}
