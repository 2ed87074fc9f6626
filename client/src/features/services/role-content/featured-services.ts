import type { ServiceRoleKey } from '@contract/catalogues/service-roles';

export interface FeaturedService {
  roleKey: ServiceRoleKey;
  title: string;
  summary: string;
}

/** The 15 service cards on the /services overview page, spread across all six categories. */
export const featuredServices: FeaturedService[] = [
  // Operations & Support
  {
    roleKey: 'virtual_assistants',
    title: 'Virtual Assistants',
    summary:
      'Hand off inbox, calendar, data entry and vendor follow-ups to a dedicated assistant. Get hours of your week back for the work only you can do.',
  },
  {
    roleKey: 'executive_assistants',
    title: 'Executive Assistants',
    summary:
      'Give founders and leaders a right hand who manages complex calendars, prepares meeting briefs and keeps every commitment on track.',
  },
  {
    roleKey: 'customer_services_representatives',
    title: 'Customer Service Representatives',
    summary:
      'Build a support team that resolves tickets across phone, email and chat with warmth and speed. Extend coverage to evenings, weekends or around the clock.',
  },
  {
    roleKey: 'technical_support_representatives',
    title: 'Technical Support Representatives',
    summary:
      'Troubleshoot product issues, reproduce bugs and escalate cleanly to engineering, so your developers stay focused on building.',
  },
  // Digital Marketing
  {
    roleKey: 'social_media_managers',
    title: 'Social Media Managers',
    summary:
      'Plan, create and publish content across Instagram, Facebook, LinkedIn and TikTok, and engage with your community every day.',
  },
  {
    roleKey: 'graphic_designers',
    title: 'Graphic Designers',
    summary:
      'Get on-brand ads, social graphics, presentations and print materials from a designer who knows your brand inside out.',
  },
  {
    roleKey: 'paid_search_and_ppc_specialist',
    title: 'Paid Search & PPC Specialists',
    summary:
      'Manage Google Ads, Microsoft Advertising and paid social with daily optimization aimed at a lower cost per acquisition.',
  },
  // Sales
  {
    roleKey: 'sales_developement_representatives',
    title: 'Sales Development Representatives',
    summary:
      "Follow up on inbound leads in minutes, prospect into target accounts and fill your closers' calendars with qualified meetings.",
  },
  {
    roleKey: 'customer_success_managers',
    title: 'Customer Success Managers',
    summary:
      'Onboard new customers, monitor account health and step in before renewals are at risk to protect your recurring revenue.',
  },
  // Accounting & Finance
  {
    roleKey: 'bookkeepers',
    title: 'Bookkeepers',
    summary:
      'Keep your books reconciled and closed every month in QuickBooks Online or Xero, ready for your CPA at tax time.',
  },
  {
    roleKey: 'accountants',
    title: 'Accountants',
    summary:
      'Add US GAAP-trained accountants for month-end close, financial statements, audit support and tax-season capacity.',
  },
  // Engineering & IT
  {
    roleKey: 'full_stack_engineers',
    title: 'Full Stack Engineers',
    summary:
      'Ship complete features from database to user interface with engineers experienced in React, Node.js, Python and the cloud.',
  },
  {
    roleKey: 'quality_assurance_analysts',
    title: 'Quality Assurance Analysts',
    summary:
      'Catch bugs before your customers do with manual testing and automated suites in Playwright, Cypress or Selenium.',
  },
  // Healthcare
  {
    roleKey: 'medical_billers',
    title: 'Medical Billers',
    summary:
      'Submit clean claims, post payments and work denials every day to shorten the time between patient care and payment.',
  },
  {
    roleKey: 'medical_coders',
    title: 'Medical Coders',
    summary:
      'Translate clinical documentation into accurate ICD-10-CM, CPT and HCPCS codes, with full HIPAA compliance.',
  },
];
