import { placementMessages } from '../../../contract/placements.js';
import { conflict, notFound } from '../../lib/errors.js';

export const placementErrors = {
  subscriptionNotFound: () => notFound('placements.subscription_not_found', placementMessages.subscriptionNotFound),
  placementNotFound: () => notFound('placements.not_found', placementMessages.placementNotFound),
  talentNotFound: () => notFound('placements.talent_not_found', placementMessages.talentNotFound),
  seatsFull: () => conflict('placements.seats_full', placementMessages.seatsFull),
  talentAlreadyPlaced: () => conflict('placements.talent_already_placed', placementMessages.talentAlreadyPlaced),
  talentNotHired: () => conflict('placements.talent_not_hired', placementMessages.talentNotHired),
  subscriptionNotStaffable: () => conflict('placements.subscription_not_staffable', placementMessages.subscriptionNotStaffable),
  customerUnverified: () => conflict('placements.customer_unverified', placementMessages.customerUnverified),
  paymentOverdue: () => conflict('placements.payment_overdue', placementMessages.paymentOverdue),
  subscriptionCancelled: (endsOn: string) => conflict('placements.subscription_cancelled', placementMessages.subscriptionCancelled(endsOn)),
  placementAlreadyEnded: () => conflict('placements.already_ended', placementMessages.placementAlreadyEnded),
  replacementAlreadyRequested: () => conflict('placements.replacement_already_requested', placementMessages.replacementAlreadyRequested),
  startsAfterSubscriptionEnds: () => conflict('placements.starts_after_subscription_ends', placementMessages.startsAfterSubscriptionEnds),
};
