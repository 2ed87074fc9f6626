import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { findServiceRole, type ServiceRole } from '@contract/catalogues/service-roles';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { categoryOfRole } from './categories';
import { OfferHero } from './offer/OfferHero';
import type { RoleContent } from './role-content/types';
import { loadRoleContent } from './role-content/load-role-content';
import { PageMeta } from '@/lib/page-meta';
import { deferredComponent } from '@/ui/deferred-part';
import { NotFoundPageMeta } from '@/ui/NotFoundPageMeta';

/** The page under its hero: a deferred part (ui/deferred-part), live once the visitor acts. */
const BelowTheFold = deferredComponent(async () => (await import('./offer/OfferBelowTheFold')).OfferBelowTheFold);

/**
 * The route's loader: the role's copy, from its category's chunk. The server runs it before
 * rendering and puts its answer in the page, from which the browser hydrates without the chunk.
 */
export async function serviceOfferLoader({ params }: LoaderFunctionArgs): Promise<{ content: RoleContent | null }> {
  const role = findServiceRole(params.role ?? '');
  return { content: (role && (await loadRoleContent(role.key))) ?? null };
}

/** /services/:role — the offer page of one role; the parameter is normalized with the contract's rule. */
export function ServiceOfferPage() {
  const { role: param = '' } = useParams();
  const { content } = useLoaderData<typeof serviceOfferLoader>();
  const role = findServiceRole(param);
  if (!role || !content) {
    return (
      <>
        <NotFoundPageMeta />
        <NotFoundMessage />
      </>
    );
  }
  return <RoleOffer role={role} content={content} />;
}

/** One role's page. */
function RoleOffer({ role, content }: { role: ServiceRole; content: RoleContent }) {
  return (
    <>
      <PageMeta
        title={role.name}
        description={`Hire pre-vetted remote ${role.name.toLowerCase()} from the Philippines with Bayanihan Remote. ${content.subtitle}`}
        path={`/services/${role.key}`}
      />
      <OfferHero role={role} category={categoryOfRole(role.key)} subtitle={content.subtitle} />
      {/* The role is the catalogue's object and the content the loader's: the same objects on every render of one page. */}
      <BelowTheFold role={role} content={content} />
    </>
  );
}
