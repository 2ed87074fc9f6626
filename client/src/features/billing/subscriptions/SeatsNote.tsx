import { Link } from 'react-router';
import { teamBillingMessages } from '@contract/team-billing';

/** Manage billing (Stripe's portal) changes cards and addresses, not seats: where seats change instead (docs/decisions/0194). */
export function SeatsNote() {
  return (
    <p className="text-sm text-slate-600">
      {teamBillingMessages.portalNote}{' '}
      <Link to="/team" className="font-semibold text-brand-700 underline">
        Open Your team
      </Link>
    </p>
  );
}
