import type { PlacementEndKind, WorkingHours } from '../../../contract/placements.js';
import { mailOf, type TemplatedMail } from '../mail/mail.public.js';
import { placementEndedCustomerMail, placementEndedTalentMail } from './emails/placement-ended.email.js';
import { placementStartMail, talentIntroductionMail } from './emails/placement-started.email.js';
import { describeWorkingHours } from './working-hours.js';

interface Parties {
  customer: { name: string; email: string };
  talent: { firstName: string; lastName: string; email: string };
  /** The talent's role: `talentRoleOf` their job and plan. */
  role: string;
}

const factsOf = ({ customer, talent, role }: Parties) => ({
  customerName: customer.name,
  talentFirstName: talent.firstName,
  talentLastName: talent.lastName,
  talentEmail: talent.email,
  role,
});

/** The two mails of an assignment: the customer meets the talent, the talent learns whom they work for. */
export function assignmentMails(placement: Parties & { startDate: string; workingHours: WorkingHours }): TemplatedMail[] {
  const props = { ...factsOf(placement), day: placement.startDate, workingHours: describeWorkingHours(placement.workingHours) };
  return [mailOf(talentIntroductionMail, placement.customer.email, props), mailOf(placementStartMail, placement.talent.email, props)];
}

/** The two mails of an ending: to the customer and to the talent. */
export function endingMails(placement: Parties & { endedOn: string; kind: PlacementEndKind; upcoming?: boolean }): TemplatedMail[] {
  const props = { ...factsOf(placement), day: placement.endedOn, kind: placement.kind, upcoming: placement.upcoming ?? false };
  return [mailOf(placementEndedCustomerMail, placement.customer.email, props), mailOf(placementEndedTalentMail, placement.talent.email, props)];
}

/** The talent's mail alone, of an ending decided ahead (a removed seat: the customer asked for it and is answered on screen). */
export function talentEndingMail(placement: Parties & { endedOn: string }): TemplatedMail {
  return mailOf(placementEndedTalentMail, placement.talent.email, { ...factsOf(placement), day: placement.endedOn, kind: 'ended' as const, upcoming: true });
}
