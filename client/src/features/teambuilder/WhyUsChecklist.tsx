import { CircleCheck } from 'lucide-react';
import { company } from '@contract/catalogues/company';

const reasons: readonly { title: string; text: string }[] = [
  { title: 'Pre-vetted talent', text: 'English, skills and background checks are done before you see a profile.' },
  { title: 'A shortlist for your role', text: 'You interview the finalists and choose who joins your team.' },
  { title: 'Your hours, your time zone', text: 'Your team works your business day, whether in New York, Sydney or Toronto.' },
  { title: 'One all-inclusive monthly rate', text: 'Salary, benefits, equipment, office space and IT support are all covered.' },
  { title: 'A dedicated account manager', text: 'One contact for onboarding, coaching and monthly performance reports.' },
  { title: 'Free replacement', text: 'If a hire is not the right fit, we recruit a replacement at no extra cost.' },
  { title: 'Secure by design', text: 'NDAs, locked-down workstations and compliance with the Philippine Data Privacy Act.' },
  { title: 'Room to grow', text: 'Add seats or new roles as your business grows, with the same standards.' },
];

export function WhyUsChecklist() {
  return (
    <div>
      <h2 id="why-us-title" className="text-2xl font-bold text-brand-950 sm:text-3xl">
        Why build your team with {company.brand}
      </h2>
      <p className="mt-3 text-slate-700">
        We handle recruiting, payroll, equipment and day-to-day support, so you can focus on the work your team does.
      </p>
      <ul className="mt-6 space-y-4">
        {reasons.map((reason) => (
          <li key={reason.title} className="flex gap-3">
            <CircleCheck className="mt-0.5 h-6 w-6 shrink-0 text-green-700" aria-hidden="true" />
            <p className="text-slate-700">
              <span className="font-semibold text-brand-950">{reason.title}.</span> {reason.text}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
