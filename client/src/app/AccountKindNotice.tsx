import { Link } from 'react-router';
import { messages } from '@contract/users';
import { buttonClasses } from '@/ui/Button';

/**
 * What a page for another kind of account shows instead of itself: the server's words for the
 * refusal (auth.customers_only, auth.talents_only) and the way to the pages this account has.
 * The guards load this module only when they refuse someone: the words come from the users
 * contract, which brings zod and ts-rest with it, and no visitor's page needs them.
 */
function AccountKindNotice({ message, to, linkLabel }: { message: string; to: string; linkLabel: string }) {
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

/** A talent's account is told a customer's page is for customers, with the way to its own work. */
export function CustomersOnlyNotice() {
  return <AccountKindNotice message={messages.customersOnly} to="/my-work" linkLabel="Open My work" />;
}

/** A customer's or an admin's account is told a talent's page is for talents. */
export function TalentsOnlyNotice() {
  return <AccountKindNotice message={messages.talentsOnly} to="/" linkLabel="Go to the home page" />;
}
