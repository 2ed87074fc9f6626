import { toServiceRoleKey } from '@contract/catalogues/service-roles';
import { accountingAndFinanceContent } from './accounting-and-finance';
import { digitalMarketingContent } from './digital-marketing';
import { engineeringAndItContent } from './engineering-and-it';
import { healthcareContent } from './healthcare';
import { operationsAndSupportContent } from './operations-and-support';
import { salesContent } from './sales';
import type { RoleContent, RoleContentCatalogue } from './types';

export type { RoleContent, RoleContentCatalogue } from './types';
export { featuredServices } from './featured-services';
export type { FeaturedService } from './featured-services';

/**
 * Copy for every /services/{role} page. The annotation makes a missing role key a compile error;
 * each category file's `satisfies` check rejects unknown or misplaced keys.
 */
export const roleContentCatalogue: RoleContentCatalogue = {
  ...operationsAndSupportContent,
  ...digitalMarketingContent,
  ...salesContent,
  ...accountingAndFinanceContent,
  ...engineeringAndItContent,
  ...healthcareContent,
};

/**
 * Looks up a role's content by catalogue key. Route parameters are normalized with the contract's
 * rule (lowercase, spaces to underscores), so 'Virtual Assistants' and 'virtual_assistants' both match.
 */
export function getRoleContent(key: string): RoleContent | undefined {
  const normalized = toServiceRoleKey(key);
  if (!Object.prototype.hasOwnProperty.call(roleContentCatalogue, normalized)) return undefined;
  return roleContentCatalogue[normalized as keyof RoleContentCatalogue];
}
