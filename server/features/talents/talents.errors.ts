import { talentMessages } from '../../../contract/talents.js';
import { conflict, notFound } from '../../lib/errors.js';

/** One code for every dead invitation link; the words say why, and what to do. */
const invitationNotFound = (message: string) => notFound('talents.invitation_not_found', message);

export const talentErrors = {
  invitationUnknown: () => invitationNotFound(talentMessages.invitationUnknown),
  invitationExpired: () => invitationNotFound(talentMessages.invitationExpired),
  invitationUsed: () => invitationNotFound(talentMessages.invitationUsed),
  /** The account got a password another way (Forgot password) while the link was open. */
  passwordAlreadySet: () => invitationNotFound(talentMessages.passwordAlreadySet),
  talentNotFound: () => notFound('talents.not_found', talentMessages.talentNotFound),
  notPlaced: () => conflict('talents.not_placed', talentMessages.notPlaced),
  adminAccount: () => conflict('talents.admin_account', talentMessages.adminAccount),
  talentHasPassword: () => conflict('talents.password_already_set', talentMessages.talentHasPassword),
};
