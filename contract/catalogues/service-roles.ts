/**
 * The role catalogue: every /services/{role} page has one key here. Keys are spelled exactly as
 * the spec gives them (including `sales_developement_representatives`); names are what visitors read.
 * `track` says which plan family prices the role (technical or non-technical talent).
 */
export const serviceCategories = [
  {
    key: 'operations_and_support',
    name: 'Operations & Support',
    roles: [
      { key: 'virtual_assistants', name: 'Virtual Assistants', track: 'non_technical' },
      { key: 'executive_assistants', name: 'Executive Assistants', track: 'non_technical' },
      { key: 'administrative_assistants', name: 'Administrative Assistants', track: 'non_technical' },
      { key: 'virtual_receptionists', name: 'Virtual Receptionists', track: 'non_technical' },
      { key: 'customer_services_representatives', name: 'Customer Service Representatives', track: 'non_technical' },
      { key: 'technical_support_representatives', name: 'Technical Support Representatives', track: 'technical' },
      { key: 'amazon_seller_support_specialist', name: 'Amazon Seller Support Specialists', track: 'non_technical' },
      { key: 'recruitment_talent_sources', name: 'Recruitment Talent Sourcers', track: 'non_technical' },
      { key: 'recruitment_coordinators', name: 'Recruitment Coordinators', track: 'non_technical' },
    ],
  },
  {
    key: 'digital_marketing',
    name: 'Digital Marketing',
    roles: [
      { key: 'social_media_managers', name: 'Social Media Managers', track: 'non_technical' },
      { key: 'digital_marketing_managers', name: 'Digital Marketing Managers', track: 'non_technical' },
      { key: 'email_marketing_specialist', name: 'Email Marketing Specialists', track: 'non_technical' },
      { key: 'copywriter', name: 'Copywriters', track: 'non_technical' },
      { key: 'content_creators', name: 'Content Creators', track: 'non_technical' },
      { key: 'ux_designers', name: 'UX Designers', track: 'technical' },
      { key: 'graphic_designers', name: 'Graphic Designers', track: 'technical' },
      { key: 'paid_search_and_ppc_specialist', name: 'Paid Search & PPC Specialists', track: 'technical' },
      { key: 'video_editors_and_animators', name: 'Video Editors & Animators', track: 'technical' },
    ],
  },
  {
    key: 'sales',
    name: 'Sales',
    roles: [
      { key: 'business_development_representatives', name: 'Business Development Representatives', track: 'non_technical' },
      { key: 'sales_developement_representatives', name: 'Sales Development Representatives', track: 'non_technical' },
      { key: 'account_managers', name: 'Account Managers', track: 'non_technical' },
      { key: 'account_executives', name: 'Account Executives', track: 'non_technical' },
      { key: 'lead_generation_specialist', name: 'Lead Generation Specialists', track: 'non_technical' },
      { key: 'customer_success_managers', name: 'Customer Success Managers', track: 'non_technical' },
      { key: 'telemarketers', name: 'Telemarketers', track: 'non_technical' },
      { key: 'sales_support_specialists', name: 'Sales Support Specialists', track: 'non_technical' },
    ],
  },
  {
    key: 'accounting_and_finance',
    name: 'Accounting & Finance',
    roles: [
      { key: 'bookkeepers', name: 'Bookkeepers', track: 'non_technical' },
      { key: 'payroll_specialists', name: 'Payroll Specialists', track: 'non_technical' },
      { key: 'accountants', name: 'Accountants', track: 'technical' },
      { key: 'financial_analysts', name: 'Financial Analysts', track: 'technical' },
      { key: 'accounts_payable_specialists', name: 'Accounts Payable Specialists', track: 'non_technical' },
      { key: 'accounts_receivable_specialist', name: 'Accounts Receivable Specialists', track: 'non_technical' },
    ],
  },
  {
    key: 'engineering_and_it',
    name: 'Engineering & IT',
    roles: [
      { key: 'frontend_engineers', name: 'Frontend Engineers', track: 'technical' },
      { key: 'backend_engineers', name: 'Backend Engineers', track: 'technical' },
      { key: 'full_stack_engineers', name: 'Full Stack Engineers', track: 'technical' },
      { key: 'mobile_developers', name: 'Mobile Developers', track: 'technical' },
      { key: 'data_analysts', name: 'Data Analysts', track: 'technical' },
      { key: 'database_engineers', name: 'Database Engineers', track: 'technical' },
      { key: 'cloud_engineers', name: 'Cloud Engineers', track: 'technical' },
      { key: 'quality_assurance_analysts', name: 'Quality Assurance Analysts', track: 'technical' },
      { key: 'help_desks_specialist', name: 'Help Desk Specialists', track: 'technical' },
    ],
  },
  {
    key: 'healthcare',
    name: 'Healthcare',
    roles: [
      { key: 'medical_coders', name: 'Medical Coders', track: 'non_technical' },
      { key: 'medical_billers', name: 'Medical Billers', track: 'non_technical' },
      { key: 'insurance_verification', name: 'Insurance Verification Specialists', track: 'non_technical' },
    ],
  },
] as const;

export type ServiceCategory = (typeof serviceCategories)[number];
export type ServiceRole = ServiceCategory['roles'][number];
export type ServiceRoleKey = ServiceRole['key'];

export const serviceRoles: readonly ServiceRole[] = serviceCategories.flatMap<ServiceRole>((category) => [...category.roles]);
export const serviceRoleKeys = serviceRoles.map((role) => role.key) as readonly ServiceRoleKey[];

/**
 * The spec's rule (lowercase the route parameter and replace spaces with underscores), also taking
 * hyphens for underscores: 'Virtual Assistants', 'virtual-assistants' and 'virtual_assistants' are
 * one role.
 */
export function toServiceRoleKey(routeParam: string): string {
  return routeParam.trim().toLowerCase().replace(/[\s_-]+/g, '_');
}

export function findServiceRole(routeParam: string): ServiceRole | undefined {
  const key = toServiceRoleKey(routeParam);
  return serviceRoles.find((role) => role.key === key);
}
