import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

type NavDropdownProps = {
  label: string;
  children: ReactNode;
  /** Classes of the panel (position, width). */
  panelClassName?: string;
  /** A full-width panel is placed against the navbar, not the button (wrapper not `relative`). */
  fullWidth?: boolean;
  /** A count shown on the button (e.g. unread leads in the Page Admin menu), read out with `badgeWord`. */
  badge?: number;
  badgeWord?: string;
};

/**
 * A disclosure menu: a button with aria-expanded opens a panel of links. Escape closes it and
 * returns focus to the button; clicking outside, tabbing away or following a link closes it too.
 */
export function NavDropdown({ label, children, panelClassName = '', fullWidth = false, badge = 0, badgeWord = '' }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }
  function onBlur(event: FocusEvent) {
    if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }
  function onPanelClick(event: MouseEvent) {
    if ((event.target as Element).closest('a')) setOpen(false);
  }

  return (
    <div ref={rootRef} className={fullWidth ? '' : 'relative'} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-expanded:text-brand-800"
      >
        {label}
        {badge > 0 ? (
          <span className="inline-flex min-w-5 justify-center rounded-full bg-accent-400 px-1.5 text-xs font-bold text-brand-950 tabular-nums">
            {badge > 99 ? '99+' : badge}
            <span className="sr-only"> {badgeWord}</span>
          </span>
        ) : null}
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        onClick={onPanelClick}
        className={`absolute top-full z-40 mt-2 rounded-xl border border-slate-200 bg-white p-2 shadow-xl ${panelClassName}`}
      >
        {children}
      </div>
    </div>
  );
}
