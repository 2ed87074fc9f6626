type HeroFact = { value: string; label: string };

/**
 * Short figures on a PageHeader's dark background: the value large, what it means under it. From
 * two columns on, the cards share their rows (subgrid), so every value and every label starts on
 * the same line however many lines its neighbours take.
 */
export function HeroFacts({ facts }: { facts: readonly HeroFact[] }) {
  return (
    <dl className="mt-8 grid gap-3 sm:grid-cols-3 sm:grid-rows-[auto_auto] sm:gap-y-0">
      {facts.map((fact) => (
        // The term reads first for screen readers; the figure shows first on screen.
        <div
          key={fact.value}
          className="flex flex-col-reverse justify-end rounded-xl border border-white/15 bg-white/5 px-4 py-3 sm:row-span-2 sm:grid sm:grid-rows-subgrid sm:gap-1"
        >
          <dt className="text-sm text-brand-100 sm:row-start-2">{fact.label}</dt>
          <dd className="text-lg font-bold text-white sm:row-start-1 sm:text-xl">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
