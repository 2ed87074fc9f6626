import { z } from 'zod';
import { formatDay as formatSiteDay } from '../../../../contract/dates.js';

/** 'Monday, December 1, 2026' from '2026-12-01': a calendar day, the same in every time zone. */
export function formatDay(isoDate: string): string {
  return formatSiteDay(isoDate, 'weekday-long');
}

export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || name;

/**
 * The talent's role as a mail names them: the job they were hired for ('Inbound Support
 * Specialist'), else their plan with 'talent' ('Senior Technical talent'). A plan is a tier of
 * price, never a person: no mail says 'your Senior Technical' (decision 0221).
 */
export const talentRoleOf = (jobTitle: string | null | undefined, planName: string) => jobTitle?.trim() || `${planName} talent`;

/** What the placement mails say: who works for whom, in which role (`talentRoleOf`), from or until which day. */
export const placementMailProps = z.object({
  customerName: z.string().min(1),
  talentFirstName: z.string().min(1),
  talentLastName: z.string(),
  talentEmail: z.string(),
  role: z.string().min(1),
  /** YYYY-MM-DD. */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** "40 h a week, Monday to Friday, 09:00–17:00 (America/New_York)". */
  workingHours: z.string().min(1),
});
export type PlacementMailProps = z.infer<typeof placementMailProps>;

export const samplePlacement: PlacementMailProps = {
  customerName: 'Alex Morgan',
  talentFirstName: 'Maria',
  talentLastName: 'Santos',
  talentEmail: 'maria.santos@example.com',
  role: 'Inbound Support Specialist',
  day: '2026-12-01',
  workingHours: '40 h a week, Monday to Friday, 09:00–17:00 (America/New_York)',
};
