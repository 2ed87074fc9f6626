import { Eye, Target } from 'lucide-react';
import { company } from '@contract/catalogues/company';

const missionPoints = [
  'Match every client with pre-vetted professionals who fit their business.',
  'Deliver savings of up to 70% against local US wages without compromising on quality.',
  'Offer our team members fair pay, benefits and continuous learning, close to home.',
] as const;

/** The vision and the mission (anchor #culture-mission). */
export function VisionMission() {
  return (
    <div className="bg-white px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-2">
        <section aria-labelledby="culture-vision-title" className="rounded-3xl bg-brand-50 p-8 sm:p-10">
          <Eye className="h-8 w-8 text-brand-700" aria-hidden="true" />
          <h2 id="culture-vision-title" className="mt-4 text-2xl font-bold text-brand-950 sm:text-3xl">
            Our vision
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">
            A world where any business, however small, can build a world-class team, and where Filipino professionals
            build world-class careers without leaving their families and communities.
          </p>
        </section>
        <section id="culture-mission" aria-labelledby="culture-mission-title" className="rounded-3xl border border-slate-200 p-8 sm:p-10">
          <Target className="h-8 w-8 text-accent-600" aria-hidden="true" />
          <h2 id="culture-mission-title" className="mt-4 text-2xl font-bold text-brand-950 sm:text-3xl">
            Our mission
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">
            {company.brand} exists to make remote staffing simple, affordable and human. We commit to:
          </p>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700 marker:text-accent-600">
            {missionPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
