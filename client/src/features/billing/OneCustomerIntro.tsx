import { Link } from 'react-router';

/** An admin's billing list narrowed to one customer (`?userId=`) says so, with the way back to everyone's `records` at `allPath`. */
export function OneCustomerIntro({ records, allPath }: { records: 'payments' | 'subscriptions'; allPath: string }) {
  return (
    <>
      One customer&apos;s {records}.{' '}
      <Link to={allPath} className="font-semibold text-brand-700 underline">
        Show all {records}
      </Link>
    </>
  );
}
