import { Link } from 'react-router';
import { company } from '@contract/catalogues/company';
import heroArt from '@/assets/careers/careers-hero.svg';

const perks = [
  { value: 'Remote & on-site', label: 'jobs across the Philippines, including work from home' },
  { value: 'US, AU & CA clients', label: 'established businesses, long-term teams' },
  { value: 'Room to grow', label: 'clear paths from agent to team lead and beyond' },
];

/** The job board's introduction: who is hiring, where, and why join. */
export function CareersHero() {
  return (
    <section aria-labelledby="careers-heading" className="on-dark bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">Join our team</p>
          <h1 id="careers-heading" className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            Careers at {company.brand}
          </h1>
          <p className="mt-5 max-w-2xl text-base leading-relaxed text-brand-100 sm:text-lg">
            Build your career with growing businesses in the United States, Australia and Canada without leaving the
            Philippines. We hire customer support agents, virtual assistants, receptionists and specialists for remote and
            on-site jobs, with competitive pay, paid training and a team that has your back.
          </p>
          <dl className="mt-8 grid gap-3 sm:grid-cols-3">
            {perks.map((perk) => (
              <div key={perk.value} className="flex flex-col-reverse rounded-xl border border-white/15 bg-white/5 px-4 py-3">
                <dt className="text-sm text-brand-100">{perk.label}</dt>
                <dd className="text-lg font-bold text-white">{perk.value}</dd>
              </div>
            ))}
          </dl>
          <Link
            to="#open-jobs"
            className="mt-8 inline-flex items-center justify-center rounded-lg bg-accent-400 px-5 py-3 text-sm font-semibold text-brand-950 transition-colors hover:bg-accent-300"
          >
            Browse open jobs
          </Link>
        </div>
        <img
          src={heroArt}
          width={480}
          height={380}
          alt=""
          aria-hidden="true"
          className="mx-auto hidden h-auto w-full max-w-md lg:block"
        />
      </div>
    </section>
  );
}
