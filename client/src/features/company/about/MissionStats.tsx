import { serviceRoles } from '@contract/catalogues/service-roles';

const stats = [
  { value: 'Up to 70%', label: 'savings against local US wages' },
  { value: '40 h', label: 'a week, full-time, in your time zone' },
  { value: '24/7', label: 'call receptionist cover with a shift team' },
  { value: `${serviceRoles.length}+`, label: 'remote roles we staff' },
] as const;

/** The mission in short, with the numbers clients ask about first. */
export function MissionStats() {
  return (
    <section aria-labelledby="about-mission-title" className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Our mission</p>
          <h2 id="about-mission-title" className="mt-2 text-2xl font-bold tracking-tight text-balance text-brand-950 sm:text-3xl">
            Great remote talent, fairly priced and fully supported
          </h2>
          <p className="mt-4 text-base leading-relaxed text-slate-700 sm:text-lg">
            We give growing businesses access to skilled Philippine professionals who become a true part of their team,
            and we give those professionals meaningful, well-paid careers without leaving home.
          </p>
        </div>
        <dl className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
              <dt className="mt-2 text-sm text-slate-700">{stat.label}</dt>
              <dd className="text-3xl font-bold text-brand-800">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
