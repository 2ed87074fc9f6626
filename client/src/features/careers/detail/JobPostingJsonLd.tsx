import type { Job } from '@contract/jobs';
import { jsonForScript } from '@/lib/server-html';
import { jobPostingData } from './job-posting';

/** The job's structured data. A JSON-LD block is data, never executed, so the self-only script policy allows it. */
export function JobPostingJsonLd({ job }: { job: Job }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jobPostingData(job)) }} />;
}
