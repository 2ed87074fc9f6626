import type { ReactNode } from 'react';
import { company } from '@contract/catalogues/company';

/* Brand glyphs drawn inline (lucide-react 1.x no longer ships brand icons); paths after lucide's former icons (ISC). */
const icons: Record<string, ReactNode> = {
  LinkedIn: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
  Facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
};

export function SocialLinks() {
  return (
    <ul className="flex gap-3">
      {company.socials.map((social) => (
        <li key={social.name}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
          >
            <svg
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              {icons[social.name]}
            </svg>
            <span className="sr-only">
              {social.name} (opens in a new tab)
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
