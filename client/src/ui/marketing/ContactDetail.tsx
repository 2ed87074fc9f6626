import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type ContactDetailProps = { icon: LucideIcon; children: ReactNode };

/** One item of a list of ways to reach us: an icon, then an address, a number or opening hours. */
export function ContactDetail({ icon: Icon, children }: ContactDetailProps) {
  return (
    <li className="flex items-center gap-3">
      <Icon className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
      {children}
    </li>
  );
}
