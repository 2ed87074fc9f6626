import { CircleCheck } from 'lucide-react';
import type { RoleContent } from '@/features/services/role-content';

type Props = { roleName: string; content: RoleContent };

/** What the role does, its key responsibilities and the benefits of hiring it. */
export function JobDescription({ roleName, content }: Props) {
  return (
    <section aria-labelledby="job-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16">
        <h2 id="job-heading" className="text-2xl font-bold text-brand-950 sm:text-3xl">
          {roleName} job description
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">{content.jobDesc}</p>
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <CheckList title="Key responsibilities" items={content.responsibilities} />
          <CheckList title={`Benefits of hiring ${roleName}`} items={content.benefits} />
        </div>
      </div>
    </section>
  );
}

function CheckList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6">
      <h3 className="text-lg font-bold text-brand-900">{title}</h3>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-700">
            <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
