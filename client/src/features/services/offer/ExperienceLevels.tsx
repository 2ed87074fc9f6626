import { Link } from 'react-router';
import { experienceLevels, extraHourPrice, findPlan, type PlanKey } from '@contract/catalogues/plans';
import type { ServiceRole } from '@contract/catalogues/service-roles';
import { formatMoney } from '@/lib/money';
import { useRegion } from '@/lib/region';
import { awaitingStored } from '@/lib/session';

type Props = { role: ServiceRole; juniorJobDesc: string; seniorJobDesc: string };

/**
 * Junior (0-2 years) versus senior (5+ years), each with the plan that prices it in the visitor's
 * region, and its rate for extra and weekend hours; 3-4 years are priced as junior, as the note says.
 */
export function ExperienceLevels({ role, juniorJobDesc, seniorJobDesc }: Props) {
  const technical = role.track === 'technical';
  const levels: { title: string; text: string; planKey: PlanKey }[] = [
    { title: experienceLevels.junior, text: juniorJobDesc, planKey: technical ? 'jr_technical' : 'jr_non_technical' },
    { title: experienceLevels.senior, text: seniorJobDesc, planKey: technical ? 'sr_technical' : 'sr_non_technical' },
  ];
  return (
    <section aria-labelledby="levels-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16">
        <h2 id="levels-heading" className="text-2xl font-bold text-brand-950 sm:text-3xl">
          Junior or senior: choose the level you need
        </h2>
        <p className="mt-3 text-slate-700">{experienceLevels.between}</p>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {levels.map((level) => (
            <LevelCard key={level.title} {...level} />
          ))}
        </div>
      </div>
    </section>
  );
}

function LevelCard({ title, text, planKey }: { title: string; text: string; planKey: PlanKey }) {
  const { region, known } = useRegion();
  const plan = findPlan(planKey);
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 p-6 shadow-sm">
      <h3 className="text-xl font-bold text-brand-900">{title}</h3>
      <p className="mt-3 flex-1 leading-relaxed text-slate-700">{text}</p>
      {plan ? (
        <p className="mt-5 border-t border-slate-200 pt-4 text-sm text-slate-700">
          {plan.name} plan:{' '}
          <strong className="text-base whitespace-nowrap text-brand-950" {...awaitingStored(known)}>{formatMoney(plan.prices[region].monthly, region)}</strong> per talent per
          month. Extra and weekend hours:{' '}
          <strong className="whitespace-nowrap text-brand-950" {...awaitingStored(known)}>{formatMoney(extraHourPrice(plan, region), region)}</strong> an hour per talent.{' '}
          <Link to="/pricing" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
            Compare plans
          </Link>
        </p>
      ) : null}
    </article>
  );
}
