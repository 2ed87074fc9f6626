import type { ReactNode } from 'react';

/**
 * The #pricing scroll target. The plan cards bring their own headline ('Choose your talent') and
 * padding, so this section only adds its label as an eyebrow-sized h2 and pulls the cards up to it.
 */
export function PricingSection({ children }: { children: ReactNode }) {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-slate-50 pt-14 sm:pt-20">
      <h2 id="pricing-title" className="px-4 text-center text-sm font-semibold tracking-widest text-brand-700 uppercase">
        Plans and pricing
      </h2>
      <div className="-mt-10 sm:-mt-16">{children}</div>
    </section>
  );
}
