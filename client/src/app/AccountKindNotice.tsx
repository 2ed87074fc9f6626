import { Link } from 'react-router';
import { buttonClasses } from '@/ui/Button';

/**
 * What a page for another kind of account shows instead of itself: the server's words for the
 * refusal (auth.customers_only, auth.talents_only) and the way to the pages this account has.
 */
export function AccountKindNotice({ message, to, linkLabel }: { message: string; to: string; linkLabel: string }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-start gap-4 px-4 py-16">
      <p role="status" className="text-lg text-slate-800">
        {message}
      </p>
      <Link to={to} className={buttonClasses('primary')}>
        {linkLabel}
      </Link>
    </div>
  );
}
