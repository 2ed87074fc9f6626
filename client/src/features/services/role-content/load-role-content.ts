import { serviceCategories, type ServiceRoleKey } from '@contract/catalogues/service-roles';
import type { RoleContent, ServiceCategoryKey } from './types';

/** A role page downloads only its category's copy (one of six chunks), not all 44 roles'. */
const loaders: Record<ServiceCategoryKey, () => Promise<Partial<Record<ServiceRoleKey, RoleContent>>>> = {
  operations_and_support: async () => (await import('./operations-and-support')).operationsAndSupportContent,
  digital_marketing: async () => (await import('./digital-marketing')).digitalMarketingContent,
  sales: async () => (await import('./sales')).salesContent,
  accounting_and_finance: async () => (await import('./accounting-and-finance')).accountingAndFinanceContent,
  engineering_and_it: async () => (await import('./engineering-and-it')).engineeringAndItContent,
  healthcare: async () => (await import('./healthcare')).healthcareContent,
};

function categoryOf(roleKey: ServiceRoleKey): ServiceCategoryKey {
  return serviceCategories.find((category) => category.roles.some((role) => role.key === roleKey))!.key;
}

/** The copy of one role, from its category's chunk; undefined for a role the copy does not cover. */
export async function loadRoleContent(roleKey: ServiceRoleKey): Promise<RoleContent | undefined> {
  return (await loaders[categoryOf(roleKey)]())[roleKey];
}
