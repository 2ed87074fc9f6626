import { ChevronDown, LogIn, LogOut } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '@contract/users';
import { MenuLinks } from './MenuLinks';
import { menusFor, primaryLinks, type NavBadgeCounts } from './nav-items';
import { ServicesMenu } from './ServicesMenu';
import { Dialog } from '@/ui/Dialog';

type MobileMenuProps = {
  id: string;
  user: SessionUser | null;
  counts?: NavBadgeCounts;
  onClose: () => void;
  onLogout: () => void;
  /** Closes the menu and opens the login panel (shown to visitors only). */
  onLogin: () => void;
};

/**
 * The hamburger menu for small screens, as a modal panel (the site's one Dialog): focus stays in
 * it, the page behind is inert and does not scroll, Escape from anywhere in it closes it, and focus
 * goes back to the menu button. The same links as the desktop bar, and Log in or Logout.
 */
export function MobileMenu({ id, user, counts, onClose, onLogout, onLogin }: MobileMenuProps) {
  const [servicesOpen, setServicesOpen] = useState(false);

  function onClick(event: MouseEvent) {
    if ((event.target as Element).closest('a')) onClose();
  }

  return (
    <Dialog title="Menu" onClose={onClose} size="sheet" closeLabel="Close menu">
      <div id={id} onClick={onClick} className="-mx-2 space-y-1">
        {primaryLinks.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            state={item.scrollTo ? { scrollTo: item.scrollTo } : undefined}
            className="block rounded-lg px-3 py-2.5 font-medium text-slate-800 hover:bg-brand-50"
          >
            {item.label}
          </Link>
        ))}
        <button
          type="button"
          aria-expanded={servicesOpen}
          aria-controls={`${id}-services`}
          onClick={() => setServicesOpen((value) => !value)}
          className="flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-left font-medium text-slate-800 hover:bg-brand-50"
        >
          Services
          <ChevronDown className={`h-4 w-4 transition-transform ${servicesOpen ? 'rotate-180' : ''}`} aria-hidden="true" />
        </button>
        <div id={`${id}-services`} hidden={!servicesOpen} className="rounded-lg bg-slate-50">
          <ServicesMenu />
        </div>
        {menusFor(user).map((menu) => (
          <section key={menu.label} aria-label={menu.label} className="border-t border-slate-200 pt-3">
            <p className="px-3 text-xs font-semibold tracking-wide text-brand-700 uppercase" aria-hidden="true">
              {menu.label}
            </p>
            <MenuLinks items={menu.items} counts={counts} />
          </section>
        ))}
        {user ? (
          <div className="border-t border-slate-200 pt-3">
            <button
              type="button"
              onClick={onLogout}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2.5 font-medium text-slate-800 hover:bg-brand-50"
            >
              <LogOut className="h-4 w-4" aria-hidden="true" />
              Logout
            </button>
          </div>
        ) : (
          <div className="border-t border-slate-200 pt-3">
            <button
              type="button"
              onClick={onLogin}
              className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-3 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              <LogIn className="h-4 w-4" aria-hidden="true" />
              Log in
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
