import bluecrestRetail from '@/assets/services/logo-bluecrest-retail.svg';
import northwindHealth from '@/assets/services/logo-northwind-health.svg';
import summitLedger from '@/assets/services/logo-summit-ledger.svg';

const logos = [
  { src: northwindHealth, name: 'Northwind Health' },
  { src: summitLedger, name: 'Summit Ledger' },
  { src: bluecrestRetail, name: 'Bluecrest Retail' },
];

/** Experience with reputable companies: three wordmarks. */
export function CompanyLogos({ roleName }: { roleName: string }) {
  return (
    <section aria-labelledby="logos-heading" className="border-y border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 text-center sm:px-6">
        <h2 id="logos-heading" className="text-xl font-bold text-brand-950 sm:text-2xl">
          Experience with reputable companies
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-slate-700">
          {roleName} in our network bring experience from established teams in healthcare, finance and retail.
        </p>
        <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-12 gap-y-6">
          {logos.map((logo) => (
            <li key={logo.name}>
              <img src={logo.src} alt={logo.name} width={220} height={56} className="h-12 w-auto sm:h-14" loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
