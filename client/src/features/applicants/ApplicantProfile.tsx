import type { Applicant } from '@contract/applicants';
import { formatDateTime } from '@/lib/dates';
import { experienceText, NO_JOB_ASSIGNED } from './applicant-format';
import { BackgroundCheckRadios } from './BackgroundCheckRadios';
import { ReadOnlyField } from './ReadOnlyField';

/** Every answer of the application and where it stands, read-only. */
export function ApplicantProfile({ applicant }: { applicant: Applicant }) {
  const fields: { label: string; value: string }[] = [
    { label: 'First name', value: applicant.firstName },
    { label: 'Last name', value: applicant.lastName },
    { label: 'Email', value: applicant.email },
    { label: 'Phone', value: applicant.phone },
    { label: 'Zip code', value: applicant.zipCode },
    { label: 'Fluent language', value: applicant.fluentLanguage },
    { label: 'Staff managed', value: applicant.numberOfStaffHandled },
    { label: 'Years of customer service experience', value: experienceText(applicant.yearsOfCustomerServiceExperience) },
    { label: 'Years of call center experience', value: experienceText(applicant.yearsOfCallCenterExperience) },
    { label: 'Job', value: applicant.job?.title ?? NO_JOB_ASSIGNED },
    { label: 'Status', value: applicant.status || 'N/A' },
    { label: 'Applied', value: formatDateTime(applicant.createdAt) },
    { label: 'Last updated', value: formatDateTime(applicant.updatedAt) },
  ];

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {fields.map((field) => (
        <ReadOnlyField key={field.label} label={field.label} value={field.value} />
      ))}
      <div className="sm:col-span-2 lg:col-span-3">
        <BackgroundCheckRadios willing={applicant.isWillingForBackgroundCheck} />
      </div>
      <ReadOnlyField label="Remarks" value={applicant.remarks.trim() || 'N/A'} multiline className="sm:col-span-2 lg:col-span-3" />
    </div>
  );
}
