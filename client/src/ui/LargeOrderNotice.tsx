import { Link } from 'react-router';
import { largeOrder } from '@contract/catalogues/plans';
import { Alert } from './Alert';

/**
 * Said where an order would be paid when its first charge is more than Stripe takes at once
 * (`exceedsOnlineCharge`): the server refuses it too, so the page offers a quote instead.
 */
export function LargeOrderNotice({ className = '' }: { className?: string }) {
  return (
    <Alert tone="info" className={className}>
      {largeOrder.message}{' '}
      <Link to={largeOrder.quotePath} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
        {largeOrder.quoteLink}
      </Link>
    </Alert>
  );
}
