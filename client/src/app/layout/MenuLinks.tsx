import { Link } from 'react-router';
import { navBadgeWords, type NavBadgeCounts, type NavItem } from './nav-items';

/** A count beside a menu link ('3', read out as '3 unread'); nothing when there is none. */
export function CountBadge({ count, word }: { count: number | undefined; word: string }) {
  if (!count) return null;
  return (
    <span className="ml-2 inline-flex min-w-6 justify-center rounded-full bg-accent-400 px-1.5 py-0.5 text-xs font-bold text-brand-950 tabular-nums">
      {count > 99 ? '99+' : count}
      <span className="sr-only"> {word}</span>
    </span>
  );
}

/** A vertical list of menu links (inside a dropdown or the mobile menu), with admin counts as badges. */
export function MenuLinks({ items, counts = {}, className = '' }: { items: readonly NavItem[]; counts?: NavBadgeCounts; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            state={item.scrollTo ? { scrollTo: item.scrollTo } : undefined}
            className="flex items-center justify-between rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
          >
            {item.label}
            {item.badge ? <CountBadge count={counts[item.badge]} word={navBadgeWords[item.badge]} /> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
