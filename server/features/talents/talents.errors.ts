import { talentMessages } from '../../../contract/talents.js';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/errors.js';

/** One code for every dead invitation link; the words say why, and what to do. */
const invitationNotFound = (message: string) => notFound('talents.invitation_not_found', message);

export const talentErrors = {
  invitationUnknown: () => invitationNotFound(talentMessages.invitationUnknown),
  invitationExpired: () => invitationNotFound(talentMessages.invitationExpired),
  invitationUsed: () => invitationNotFound(talentMessages.invitationUsed),
  signInToLink: () => conflict('talents.sign_in_to_link', talentMessages.signInToLink),
  signInAgain: () => unauthorized('talents.sign_in_again', talentMessages.signInAgain),
  invitationOtherAccount: (email: string) => forbidden('talents.invitation_other_account', talentMessages.invitationOtherAccount(email)),
  talentNotFound: () => notFound('talents.not_found', talentMessages.talentNotFound),
  notPlaced: () => conflict('talents.not_placed', talentMessages.notPlaced),
  adminAccount: () => conflict('talents.admin_account', talentMessages.adminAccount),
  alreadyLinked: () => conflict('talents.already_linked', talentMessages.alreadyLinked),
  notLinked: () => notFound('talents.account_not_linked', talentMessages.notLinked),
};
