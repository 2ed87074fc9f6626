import type { CategoryRoleContent } from './types';

export const healthcareContent = {
  medical_coders: {
    subtitle:
      'Detail-focused medical coders who translate clinical documentation into accurate, compliant diagnosis and procedure codes.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior medical coder assigns ICD-10-CM, CPT and HCPCS codes for straightforward outpatient and professional encounters under the review of a senior coder. Many hold or are working toward AAPC or AHIMA credentials and come from a nursing or allied health background.',
    seniorJobDesc:
      "With 5+ years of experience, a senior medical coder handles complex specialties, surgical and inpatient coding and internal audits, applying NCCI edits, modifiers and payer-specific guidelines. They review junior coders' work, query providers about documentation gaps and help bring down coding-related denials.",
    jobDesc:
      'A medical coder reviews clinical documentation and assigns the diagnosis and procedure codes that insurance claims depend on. Accurate coding means practices are paid correctly and on time, with fewer denials and less audit risk. For physician practices, billing companies and hospitals, remote coders add the capacity to keep up with growing claim volume.',
    responsibilities: [
      'Assign ICD-10-CM diagnosis codes and CPT and HCPCS Level II procedure codes from provider documentation.',
      'Apply modifiers, NCCI edits, LCD and NCD policies and payer-specific coding rules.',
      'Abstract encounter details from EHRs such as Epic, Oracle Health (Cerner), athenahealth or eClinicalWorks.',
      'Query providers when documentation is incomplete, unclear or does not support the code.',
      'Review coding-related denials and support corrected claim submissions.',
      'Handle protected health information in full compliance with HIPAA.',
    ],
    benefits: [
      'Expand coding capacity for up to 70% less than hiring US-based certified coders.',
      'Coding backlogs are cleared overnight, so claims go out sooner and cash comes in faster.',
      'Many Filipino coders hold nursing or allied health degrees, which strengthens their clinical understanding.',
      'Work with coders experienced in Medicare, Medicaid and commercial payer rules.',
      'Coders are HIPAA-trained and work under strict access controls for patient data.',
    ],
  },

  medical_billers: {
    subtitle:
      'Experienced medical billers who submit clean claims, work denials and speed up payments for your practice.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior medical biller enters charges, submits claims through your clearinghouse, posts payments and checks claim status with payers. They follow your billing workflows and flag rejections quickly.',
    seniorJobDesc:
      'With 5+ years of experience, a senior medical biller manages the revenue cycle for one or more practices, working complex denials and appeals, analyzing AR aging and raising clean-claim rates. They know Medicare, Medicaid and commercial payer rules and can train and supervise a billing team.',
    jobDesc:
      'A medical biller makes sure your practice gets paid for the care it provides. They submit claims to insurance companies, post payments, follow up on unpaid and denied claims and handle patient billing questions. Effective billing shortens the time to payment, reduces write-offs and keeps your practice financially healthy.',
    responsibilities: [
      'Enter charges and submit clean electronic claims through clearinghouses such as Availity, Waystar or Office Ally.',
      'Post insurance and patient payments from ERAs and EOBs and reconcile deposits.',
      'Work claim rejections and denials, correct errors and file appeals with supporting documentation.',
      'Follow up on unpaid claims through payer portals and by phone, prioritized by AR aging.',
      'Send patient statements and answer patient billing questions professionally.',
      'Work in practice management systems such as Tebra (Kareo), AdvancedMD, athenahealth or eClinicalWorks under HIPAA rules.',
    ],
    benefits: [
      'Strengthen your revenue cycle for up to 70% less than a US medical billing hire.',
      "Yesterday's charges are submitted and payments posted before your practice opens.",
      'Reduce AR days and write-offs with consistent, daily denial follow-up.',
      'Work with billers experienced in US payer rules and the major practice management systems.',
      'Let your front desk and clinical staff focus on patients instead of insurance paperwork.',
    ],
  },

  insurance_verification: {
    subtitle:
      'Thorough insurance verification specialists who confirm coverage and benefits before every patient visit.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior insurance verification specialist checks patient eligibility through payer portals and clearinghouses, updates insurance details in your system and records copays and deductibles. They follow your verification checklist for every scheduled appointment.',
    seniorJobDesc:
      'With 5+ years of experience, a senior insurance verification specialist handles complex benefit investigations, prior authorizations and out-of-network cases in specialties such as dental, behavioral health, DME and surgery. They call payers to resolve discrepancies and help patients and staff understand coverage before services are provided.',
    jobDesc:
      "An insurance verification specialist confirms that a patient's insurance is active and that planned services are covered before the appointment. They check eligibility, benefits, copays, deductibles and authorization requirements and record everything clearly for your front desk and billing team. Verifying up front prevents claim denials, surprise patient bills and lost revenue.",
    responsibilities: [
      'Verify patient eligibility and benefits through payer portals, Availity and clearinghouse tools.',
      'Call insurance companies to confirm coverage details, limitations and frequency rules.',
      'Record copays, coinsurance, deductibles and out-of-pocket amounts in your practice management system.',
      'Identify services that need prior authorization and submit and track authorization requests.',
      'Flag inactive coverage and coordination-of-benefits issues to staff before the patient visit.',
      'Protect patient information in line with HIPAA privacy and security requirements.',
    ],
    benefits: [
      'Verify every appointment for up to 70% less than staffing the task with a local hire.',
      "Tomorrow's schedule is fully verified overnight, before your first patient arrives.",
      'Prevent eligibility-related denials and reduce surprise bills for patients.',
      'Free your front desk from long payer hold times so they can focus on patients in the office.',
      'Support dental, medical, behavioral health and specialty practices with specialists who know US insurance plans.',
    ],
  },
} satisfies CategoryRoleContent<'healthcare'>;
