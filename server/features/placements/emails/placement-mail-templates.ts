import { placementEndedCustomerMail, placementEndedTalentMail } from './placement-ended.email.js';
import { placementPausedTalentMail, placementsPausedCompanyMail, placementsPausedCustomerMail } from './placement-paused.email.js';
import { placementResumedTalentMail, placementsResumedCustomerMail } from './placement-resumed.email.js';
import { placementStartMail, talentIntroductionMail } from './placement-started.email.js';
import { subscriptionContinuesCustomerMail, subscriptionContinuesInboxMail, subscriptionContinuesTalentMail } from './subscription-continues.email.js';
import { subscriptionEndingCustomerMail, subscriptionEndingInboxMail, subscriptionEndingTalentMail } from './subscription-ending.email.js';

/** Every mail placements sends, for the mail worker's catalogue and the preview. */
export const placementMailTemplates = [
  talentIntroductionMail,
  placementStartMail,
  placementEndedCustomerMail,
  placementEndedTalentMail,
  placementsPausedCustomerMail,
  placementsPausedCompanyMail,
  placementPausedTalentMail,
  placementsResumedCustomerMail,
  placementResumedTalentMail,
  subscriptionEndingCustomerMail,
  subscriptionEndingTalentMail,
  subscriptionEndingInboxMail,
  subscriptionContinuesCustomerMail,
  subscriptionContinuesTalentMail,
  subscriptionContinuesInboxMail,
];
