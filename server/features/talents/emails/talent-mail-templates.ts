import { talentInvitationMail } from './talent-invitation.email.js';
import { talentAccountLinkedMail } from './talent-placed.email.js';

/** Every mail talents sends, for the mail worker's catalogue and the preview. */
export const talentMailTemplates = [talentInvitationMail, talentAccountLinkedMail];
