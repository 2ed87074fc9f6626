import type { ComponentProps, ReactNode } from 'react';
import { CtaBand } from '@/ui/marketing/CtaBand';
import { PageHeader } from '@/ui/marketing/PageHeader';
import { PublicPageMeta } from '@/lib/PublicPageMeta';

type CompanyPageProps = {
  path: ComponentProps<typeof PublicPageMeta>['path'];
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
export function CompanyPage({ path, eyebrow, title, lead, art, cta, children }: CompanyPageProps) {
  return (
    <>
      <PublicPageMeta path={path} />
      <PageHeader eyebrow={eyebrow} title={title} lead={lead} aside={art} />
      {children}
      <CtaBand {...cta} />
    </>
  );
}
