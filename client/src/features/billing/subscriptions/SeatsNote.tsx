import { teamBillingMessages } from '@contract/team-billing';

/** Manage billing (Stripe's portal) changes cards and addresses, not seats: where seats change instead (docs/decisions/0194; the intro links Your team). */
export function SeatsNote() {
  return <p className="mt-3 text-sm text-slate-600">{teamBillingMessages.portalNote}</p>;
}
