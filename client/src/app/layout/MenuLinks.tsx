import { Link } from 'react-router';
import type { NavItem } from './nav-items';

/** A vertical list of menu links (inside a dropdown or the mobile menu). */
export function MenuLinks({ items, className = '' }: { items: readonly NavItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            state={item.scrollTo ? { scrollTo: item.scrollTo } : undefined}
            className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
