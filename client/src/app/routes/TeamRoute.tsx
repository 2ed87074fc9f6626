import { TeamPage } from '@/features/placements/team/TeamPage';
import { TeamTimesheets } from '@/features/timesheets/team/TeamTimesheets';

/** /team: the app layer puts the team's timesheets (timesheets) on the customer's team page (placements). */
export function TeamRoute() {
  return <TeamPage timesheetsSection={<TeamTimesheets />} />;
}
