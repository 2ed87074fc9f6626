import type { ComponentProps, ReactNode } from 'react';
import { CtaBand } from '@/ui/marketing/CtaBand';
import { PageHeader } from '@/ui/marketing/PageHeader';
import { PageMeta } from '@/lib/page-meta';
import type { StaticPageMeta } from '@/lib/public-page-meta/static-page-meta';

type CompanyPageProps = {
  /** Its title and description (public-page-meta/company). */
  meta: StaticPageMeta;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** The drawing beside the header: a HeroIllustration up to 24 rem wide (`maxWidth="max-w-sm"`), its size written where it is used. */
  art: ReactNode;
  /** The closing band's call to action. */
  cta: ComponentProps<typeof CtaBand>;
  /** The page's sections, between its header and the call to action. */
  children: ReactNode;
};

/** An about-the-company page (about, team, culture): its header with a drawing, its sections, and a call to action. */
export function CompanyPage({ meta, eyebrow, title, lead, art, cta, children }: CompanyPageProps) {
  return (
    <>
      <PageMeta {...meta} />
      <PageHeader eyebrow={eyebrow} title={title} lead={lead} aside={art} />
      {children}
      <CtaBand {...cta} />
    </>
  );
}
