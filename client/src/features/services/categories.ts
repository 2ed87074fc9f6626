import { Calculator, CodeXml, Headset, Megaphone, Stethoscope, TrendingUp, type LucideIcon } from 'lucide-react';
import { serviceCategories, type ServiceCategory } from '@contract/catalogues/service-roles';
import type { ServiceCategoryKey } from './role-content/types';

/** One icon per service category, shared by the overview cards and the role pages. */
export const categoryIcons: Record<ServiceCategoryKey, LucideIcon> = {
  operations_and_support: Headset,
  digital_marketing: Megaphone,
  sales: TrendingUp,
  accounting_and_finance: Calculator,
  engineering_and_it: CodeXml,
  healthcare: Stethoscope,
};

export function isCategoryKey(value: string | null): value is ServiceCategoryKey {
  return serviceCategories.some((category) => category.key === value);
}

/** The category a role key belongs to. */
export function categoryOfRole(roleKey: string): ServiceCategory | undefined {
  return serviceCategories.find((category) => category.roles.some((role) => role.key === roleKey));
}

export function serviceHref(roleKey: string): string {
  return `/services/${roleKey}`;
}
