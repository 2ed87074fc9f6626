import { Clock3, Dumbbell, Languages, Smile, Timer, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/Button';

const points: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Timer,
    title: 'Experts who match your requirements',
    text: 'We shortlist pre-screened candidates for your role, and confirm your talent’s first day to you by e-mail once they are placed.',
  },
  { icon: Languages, title: 'Fluent English', text: 'Clear written and spoken English on calls, email and chat, with your customers and your team.' },
  {
    icon: Clock3,
    title: 'Works in your time zone',
    text: 'Your talent keeps your business hours, whether your day runs on Eastern, Pacific, Sydney or Toronto time.',
  },
  { icon: Smile, title: 'Great attitude', text: 'Friendly, coachable professionals who welcome feedback and care about the people they serve.' },
  { icon: Dumbbell, title: 'Strong work ethic', text: 'Punctual, dependable and accountable for results, week in and week out.' },
];

/** The hire section: what every hire brings, and 'Hire today' (to the plans). */
export function HireSection({ roleName }: { roleName: string }) {
  return (
    <section aria-labelledby="hire-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <h2 id="hire-heading" className="text-2xl font-bold text-brand-950 sm:text-3xl">
              Hire {roleName} who fit right in
            </h2>
            <p className="mt-3 text-slate-700">
              Every professional we place is assessed for skills, communication and reliability before you meet them.
            </p>
          </div>
          <Link to="/pricing" className={buttonClasses('primary', 'shrink-0 px-6 py-3 text-base')}>
            Hire today
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {points.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
              <Icon className="h-7 w-7 text-brand-700" aria-hidden="true" />
              <h3 className="mt-3 font-semibold text-brand-950">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
