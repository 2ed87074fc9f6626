import { LogIn, LogOut, Menu, X } from 'lucide-react';
import { Suspense, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { company } from '@contract/catalogues/company';
import { useLoginPanel } from '@/lib/login-panel';
import { awaitingStored, hasAdminAccess, useSession } from '@/lib/session';
import { afterFirstInputComponent, deferredPart } from '@/ui/deferred-part';
import { Logo } from '@/ui/Logo';
import { CountrySelect } from './CountrySelect';
import { MenuLinks } from './MenuLinks';
import { menusFor, primaryLinks } from './nav-items';
import { NavDropdown } from './NavDropdown';
import { useNavBadges } from './use-nav-badges';

/** 44 role links in a closed panel: in the server's HTML, hydrated (and their code fetched) once the visitor first acts (ui/deferred-part). */
const servicesMenu = deferredPart(async () => (await import('./ServicesMenu')).ServicesMenu, {});

/** The phone menu's code (with the site's Dialog) is fetched once the visitor acts, so it is there before anyone can open it. */
const MobileMenu = afterFirstInputComponent(async () => (await import('./MobileMenu')).MobileMenu);

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-brand-50 hover:text-brand-800 ${isActive ? 'text-brand-800' : 'text-slate-700'}`;

export function Navbar() {
  const { user, signOut, known } = useSession();
  const loginPanel = useLoginPanel();
  const badges = useNavBadges(hasAdminAccess(user));
  const [mobileOpen, setMobileOpen] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const mobileMenuId = useId();

  /**
   * Logging out keeps a visitor where they are on a public page; a private page's guard
   * (RequireAdmin, RequireUser) sends them on, home (or to the login panel) as it does any visitor.
   */
  function logout() {
    setMobileOpen(false);
    signOut();
  }

  /** Opens the login panel, as the footer's Login does (the phone menu closes first). */
  function login() {
    setMobileOpen(false);
    loginPanel.open();
  }

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-3 sm:px-6">
        <Link to="/" className="shrink-0 rounded-lg" aria-label={`${company.brand} home`}>
          <Logo compact={user?.isAdmin ?? false} />
        </Link>
        <ul className="hidden items-center gap-0.5 lg:flex">
          {primaryLinks.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} state={item.scrollTo ? { scrollTo: item.scrollTo } : undefined} className={linkClasses}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavDropdown label="Services" fullWidth panelClassName="inset-x-4 mx-auto max-w-5xl">
              {servicesMenu}
            </NavDropdown>
          </li>
          {menusFor(user).map((menu) => (
            <li key={menu.label}>
              <NavDropdown
                label={menu.label}
                badge={menu.label === 'Page Admin' ? badges.waiting : 0}
                badgeWord="unread"
                panelClassName="right-0 w-64"
              >
                <MenuLinks items={menu.items} counts={badges.counts} />
              </NavDropdown>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <CountrySelect />
          {user ? (
            <button
              type="button"
              onClick={logout}
              className="hidden items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 lg:inline-flex"
            >
              <LogOut className="h-4 w-4" aria-hidden="true" />
              <span className="lg:sr-only xl:not-sr-only">Logout</span>
            </button>
          ) : (
            <button
              type="button"
              onClick={login}
              {...awaitingStored(known)}
              className="hidden items-center gap-1.5 rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800 lg:inline-flex"
            >
              <LogIn className="h-4 w-4" aria-hidden="true" />
              Log in
            </button>
          )}
          <button
            ref={hamburgerRef}
            type="button"
            aria-label="Menu"
            aria-expanded={mobileOpen}
            aria-controls={mobileMenuId}
            onClick={() => setMobileOpen((value) => !value)}
            className="rounded-lg p-2 text-slate-700 hover:bg-brand-50 lg:hidden"
          >
            {mobileOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
          </button>
        </div>
      </nav>
      {mobileOpen ? (
        <Suspense fallback={null}>
          <MobileMenu id={mobileMenuId} user={user} counts={badges.counts} onClose={() => setMobileOpen(false)} onLogout={logout} onLogin={login} />
        </Suspense>
      ) : null}
    </header>
  );
}
