import { placementEndedCustomerMail, placementEndedTalentMail } from './placement-ended.email.js';
import { placementStartMail, talentIntroductionMail } from './placement-started.email.js';

/** Every mail placements sends, for the mail worker's catalogue and the preview. */
export const placementMailTemplates = [talentIntroductionMail, placementStartMail, placementEndedCustomerMail, placementEndedTalentMail];
