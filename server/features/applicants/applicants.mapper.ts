import type { Applicant } from '../../../contract/applicants.js';
import type { ApplicantRow } from './applicants.table.js';

export type ApplicantWithJob = ApplicantRow & { jobTitle: string | null };

export const resumeLinkOf = (applicantId: string) => `/api/v1/applicants/${applicantId}/resume`;

export function toApplicant(row: ApplicantWithJob): Applicant {
  return {
    _id: row.id,
    jobId: row.jobId,
    job: row.jobTitle === null ? null : { _id: row.jobId, title: row.jobTitle },
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    zipCode: row.zipCode,
    fluentLanguage: row.fluentLanguage,
    numberOfStaffHandled: row.numberOfStaffHandled,
    isWillingForBackgroundCheck: row.isWillingForBackgroundCheck,
    yearsOfCustomerServiceExperience: row.yearsOfCustomerServiceExperience,
    yearsOfCallCenterExperience: row.yearsOfCallCenterExperience,
    resumeLink: row.resumeFileId ? resumeLinkOf(row.id) : null,
    status: row.status,
    remarks: row.remarks,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
