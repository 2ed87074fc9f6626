import { company } from '@contract/catalogues/company';
import type { Job } from '@contract/jobs';

/**
 * schema.org JobPosting for search engines' job listings. The locality is the text before the
 * first comma of the location (as on the board's filter), the rest is the region.
 */
export function jobPostingData(job: Job) {
  const [locality, ...region] = job.location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.postingDate,
    employmentType: 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: company.brand },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: locality ?? job.location,
        ...(region.length > 0 ? { addressRegion: region.join(', ') } : {}),
        addressCountry: 'PH',
      },
    },
    ...(job.type === 'Remote'
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Philippines' } }
      : {}),
    directApply: true,
  };
}
