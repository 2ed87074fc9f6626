import { findPlan } from '../../../contract/catalogues/plans.js';
import type { AdminPlacement, PlacementEndKind, TeamPlacement } from '../../../contract/placements.js';
import type { PlacementDetails } from './placements.repository.js';
import { workingHoursIn } from './working-hours.js';

/** The plan's name: the role every seat of the subscription is for. */
export const roleOf = (plan: string) => findPlan(plan)?.name ?? plan;

const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toAdminPlacement(row: PlacementDetails): AdminPlacement {
  return {
    _id: row.id,
    subscriptionId: row.subscriptionId,
    seat: row.seat,
    talent: { applicantId: row.talentId, name: `${row.talentFirstName} ${row.talentLastName}`, email: row.talentEmail, jobTitle: row.jobTitle },
    startDate: row.startDate,
    workingHours: workingHoursIn(row.timeZone),
    endedAt: isoOf(row.endedAt),
    endDate: row.endDate,
    endKind: row.endKind as PlacementEndKind | null,
    endReason: row.endReason,
    pausedFrom: row.pausedFrom,
    replacementRequest:
      row.requestId && row.requestReason !== null && row.requestedAt
        ? { _id: row.requestId, reason: row.requestReason, requestedAt: isoOf(row.requestedAt)! }
        : null,
    createdAt: isoOf(row.createdAt)!,
  };
}

/**
 * What a customer sees of a talent: name, role, e-mail, start date and hours. Never the resume,
 * phone, address or an admin's remarks, and not why an admin ended a placement (only how it ended).
 */
export function toTeamPlacement(row: PlacementDetails, plan: string): TeamPlacement {
  return {
    _id: row.id,
    seat: row.seat,
    talent: { firstName: row.talentFirstName, lastName: row.talentLastName, email: row.talentEmail },
    role: roleOf(plan),
    startDate: row.startDate,
    workingHours: workingHoursIn(row.timeZone),
    endedAt: isoOf(row.endedAt),
    endDate: row.endDate,
    endKind: row.endKind as PlacementEndKind | null,
    replacementRequest:
      row.requestReason !== null && row.requestedAt ? { reason: row.requestReason, requestedAt: isoOf(row.requestedAt)! } : null,
  };
}
