type HeroFact = { value: string; label: string };

/** Short figures on a PageHeader's dark background: the value large, what it means under it. */
export function HeroFacts({ facts }: { facts: readonly HeroFact[] }) {
  return (
    <dl className="mt-8 grid gap-3 sm:grid-cols-3">
      {facts.map((fact) => (
        // The term reads first for screen readers; the figure shows first on screen.
        <div key={fact.value} className="flex flex-col-reverse rounded-xl border border-white/15 bg-white/5 px-4 py-3">
          <dt className="text-sm text-brand-100">{fact.label}</dt>
          <dd className="text-lg font-bold text-white sm:text-xl">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
