import type { ServiceCategory, ServiceRoleKey } from '@contract/catalogues/service-roles';

/** Marketing copy for one /services/{role} page. */
export interface RoleContent {
  /** 1 sentence subtitle under 'Find top-tier {role} from the Philippines.' */
  subtitle: string;
  /** Junior level (0-2 years of experience): 2-3 sentences, specific to this role. */
  juniorJobDesc: string;
  /** Senior level (5+ years of experience): 2-3 sentences, specific to this role. */
  seniorJobDesc: string;
  /** What the role does for a client business: 2-4 sentences. */
  jobDesc: string;
  /** 5-7 key responsibilities, each one sentence, concrete (tools, tasks, outputs). */
  responsibilities: string[];
  /** 4-6 benefits of hiring this role remotely from the Philippines, each one sentence. */
  benefits: string[];
}

export type RoleContentCatalogue = Record<ServiceRoleKey, RoleContent>;

/** The key of one of the six service categories, e.g. 'accounting_and_finance'. */
export type ServiceCategoryKey = ServiceCategory['key'];

/** The role keys that belong to one category, derived from the contract catalogue. */
export type CategoryRoleKey<K extends ServiceCategoryKey> = Extract<ServiceCategory, { key: K }>['roles'][number]['key'];

/** The content for every role of one category: a missing or extra key is a compile error. */
export type CategoryRoleContent<K extends ServiceCategoryKey> = Record<CategoryRoleKey<K>, RoleContent>;
