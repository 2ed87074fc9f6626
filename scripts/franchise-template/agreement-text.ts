import { company } from '../../contract/catalogues/company.js';

/** What the template says, as blocks the layout places on the pages. */
export type Block =
  | { kind: 'title'; text: string; subtitle: string }
  | { kind: 'notice'; heading: string; paragraphs: string[] }
  | { kind: 'heading'; text: string }
  | { kind: 'para'; text: string }
  | { kind: 'item'; label: string; text: string }
  | { kind: 'field'; label: string }
  | { kind: 'signatures'; parties: [string, string] };

const brand = company.brand;
const usOffice = company.offices.us.lines.slice(0, 2).join(', ');

export const documentTitle = 'Franchise Agreement \u2014 Template';

export const agreement: Block[] = [
  { kind: 'title', text: documentTitle, subtitle: `License to run a ${brand} staffing office in your city` },
  {
    kind: 'notice',
    heading: 'How to use this template',
    paragraphs: [
      'Fill in every blank, initial the foot of each page, and sign Section 14. Scan or export the whole signed document as one PDF file and upload it on our franchising page. We reply within two business days.',
      `This template is for review and discussion. It binds neither party until both have signed it, and ${company.legalName} will give you its Franchise Disclosure Document at least 14 calendar days before you sign or pay anything, as the FTC Franchise Rule (16 CFR Part 436) requires. We encourage you to review it with your own lawyer and accountant.`,
    ],
  },
  { kind: 'para', text: 'This Franchise Agreement (the \u201cAgreement\u201d) is made on the date written below (the \u201cEffective Date\u201d) between the following parties.' },
  { kind: 'heading', text: '1. Parties' },
  {
    kind: 'para',
    text: `Franchisor: ${company.legalName}, a Delaware limited liability company doing business as ${brand}, with its principal office at ${usOffice} (the \u201cFranchisor\u201d).`,
  },
  { kind: 'para', text: 'Franchisee (the \u201cFranchisee\u201d):' },
  { kind: 'field', label: 'Legal name' },
  { kind: 'field', label: 'Entity type and state or country of formation' },
  { kind: 'field', label: 'Registered address' },
  { kind: 'field', label: 'Authorized representative and title' },
  { kind: 'field', label: 'E-mail and telephone' },
  { kind: 'field', label: 'Effective Date' },
  { kind: 'heading', text: '2. Background and Grant of Franchise' },
  {
    kind: 'para',
    text: `The Franchisor places pre-vetted, English-fluent remote professionals based in the Philippines (\u201cRemote Professionals\u201d) with businesses in the United States, Australia and Canada (\u201cClients\u201d), using the ${brand} name, logos and marks (the \u201cMarks\u201d) and its methods for recruiting, training, onboarding, supervising and billing (the \u201cSystem\u201d).`,
  },
  { kind: 'item', label: '(a)', text: `The Franchisor grants the Franchisee a license to use the Marks and the System to operate one ${brand} staffing office (the \u201cOffice\u201d) that wins, serves and retains Clients in the Territory, on the terms of this Agreement.` },
  { kind: 'item', label: '(b)', text: 'The Franchisee may not sub-license, sub-franchise or open a second office without the Franchisor\u2019s written consent.' },
  { kind: 'item', label: '(c)', text: 'The Franchisor keeps the right to serve national accounts, to sell online to Clients anywhere, and to use the Marks in any other way, inside or outside the Territory.' },
  { kind: 'heading', text: '3. Territory' },
  { kind: 'para', text: 'The Territory is the following city or metropolitan area (list counties or postal codes if needed):' },
  { kind: 'field', label: 'Territory' },
  {
    kind: 'para',
    text: 'While the Franchisee is not in default and has at least\u00a0________ Remote Professionals placed with Clients by the end of the first twelve months, and keeps that number in every later quarter, the Franchisor will not license another franchisee to open an office in the Territory.',
  },
  { kind: 'heading', text: '4. Term and Renewal' },
  {
    kind: 'para',
    text: 'The Agreement starts on the Effective Date and lasts five (5) years. The Franchisee may renew it for further five-year terms if it (i) gives written notice at least 180 days before the term ends, (ii) is not in default, (iii) signs the Franchisor\u2019s then-current franchise agreement, and (iv) pays a renewal fee of US$\u00a0____________.',
  },
  { kind: 'heading', text: '5. Fees' },
  { kind: 'item', label: '(a)', text: 'Initial franchise fee: US$\u00a0____________, due when this Agreement is signed. It is earned on payment and is not refundable, except that half of it is refunded if the Franchisor ends the Agreement before the Franchisee completes initial training.' },
  { kind: 'item', label: '(b)', text: 'Monthly royalty: ________\u00a0% of Gross Revenue, due by the 10th day of each month for the month before. \u201cGross Revenue\u201d means all amounts invoiced to Clients for the Office\u2019s placements, less sales taxes and refunds given.' },
  { kind: 'item', label: '(c)', text: 'Brand fund: ________\u00a0% of Gross Revenue, used for national advertising, the website and sales materials.' },
  { kind: 'item', label: '(d)', text: 'Technology fee: US$\u00a0____________ per month for the billing platform, applicant tracking and reporting tools.' },
  { kind: 'item', label: '(e)', text: 'Client invoices are issued and collected through the Franchisor\u2019s billing platform, which pays the Franchisee\u2019s share, less the fees above, within ten (10) business days of collection. Late amounts bear interest at 1.5% per month or the highest lawful rate, if lower.' },
  { kind: 'heading', text: '6. Training and Support' },
  { kind: 'para', text: 'The Franchisor will provide:' },
  { kind: 'item', label: '(a)', text: 'an initial training program of ten (10) business days, online and at the Franchisor\u2019s Makati City, Philippines office, covering client discovery, role scoping, pricing, onboarding, performance management and the billing platform, for up to two people;' },
  { kind: 'item', label: '(b)', text: 'access to its recruiting pipeline: sourcing, English and skills assessments, background checks and shortlists of Remote Professionals for the Office\u2019s Clients;' },
  { kind: 'item', label: '(c)', text: 'the operations manual, sales and marketing templates, a listing on the brand website and a named franchise success manager;' },
  { kind: 'item', label: '(d)', text: 'payroll, benefits and workplace support for Remote Professionals in the Philippines through the Franchisor\u2019s local entity.' },
  { kind: 'heading', text: '7. Brand Standards' },
  {
    kind: 'para',
    text: 'The Franchisee will run the Office under the operations manual as updated from time to time; use the Marks only in the form the Franchisor approves; answer Client requests within one (1) business day; offer a replacement candidate within ten (10) business days when a Client asks for one; keep general liability, professional liability and cyber insurance of at least US$\u00a0____________ each, naming the Franchisor as additional insured; and allow quality reviews, Client surveys and inspections on reasonable notice. The Franchisee sets its own prices; the Franchisor may recommend price ranges.',
  },
  { kind: 'heading', text: '8. Confidentiality and Data Protection' },
  { kind: 'item', label: '(a)', text: 'Confidential information. The operations manual, pricing models, candidate and Client lists, software and any non-public information one party receives from the other are confidential. Each party will use them only for this Agreement and protect them with at least reasonable care, during the term and for three (3) years after it ends (for trade secrets, for as long as they remain trade secrets).' },
  { kind: 'item', label: '(b)', text: 'Philippine personal data. Personal data of candidates and Remote Professionals is processed in compliance with Republic Act No. 10173, the Data Privacy Act of 2012, its Implementing Rules and Regulations and the issuances of the National Privacy Commission. The Franchisee acts on the Franchisor\u2019s documented instructions, designates a Data Protection Officer, and helps answer data subjects\u2019 requests.' },
  { kind: 'item', label: '(c)', text: 'US Client data. Client data from the United States is kept only in systems the Franchisor approves, used only to serve that Client, and handled under applicable federal and state law, including state privacy laws such as the California Consumer Privacy Act, the Gramm-Leach-Bliley Act for financial Clients and, for healthcare Clients, HIPAA under a business associate agreement signed before any protected health information is shared.' },
  { kind: 'item', label: '(d)', text: 'Security and incidents. Both parties use multi-factor authentication, encryption in transit and at rest, and need-to-know access. The Franchisee reports any actual or suspected personal data breach to the Franchisor within twenty-four (24) hours, so that the National Privacy Commission, affected individuals and Clients can be notified within the periods the law sets (72 hours for the Commission).' },
  { kind: 'heading', text: '9. Restrictive Covenants' },
  {
    kind: 'para',
    text: 'During the term and for twelve (12) months after it ends, the Franchisee will not run a remote staffing business competing with the System within the Territory, nor solicit Clients or Remote Professionals it came to know through the System, to the extent the law of the Territory allows.',
  },
  { kind: 'heading', text: '10. Records, Reports and Audit' },
  {
    kind: 'para',
    text: 'The Franchisee keeps complete books for the Office for at least five (5) years, sends a monthly report of Clients, placements and Gross Revenue through the billing platform, and lets the Franchisor audit its records on ten (10) days\u2019 notice. If an audit finds fees underpaid by more than 3%, the Franchisee also pays the cost of the audit.',
  },
  { kind: 'heading', text: '11. Termination' },
  { kind: 'item', label: '(a)', text: 'Either party may end the Agreement if the other fails to pay an amount due and does not cure within ten (10) days of written notice, or commits any other material breach and does not cure within thirty (30) days of written notice.' },
  { kind: 'item', label: '(b)', text: 'The Franchisor may end the Agreement at once by notice if the Franchisee becomes insolvent, abandons the Office for thirty (30) days, is convicted of a crime of dishonesty, misuses Client or personal data through willful misconduct or gross negligence, or commits the same material breach three times in twelve months.' },
  { kind: 'item', label: '(c)', text: 'When the Agreement ends, the Franchisee stops using the Marks and the System, pays all amounts owed, returns or destroys Confidential Information and personal data as the Franchisor directs, and cooperates so that Clients and Remote Professionals continue to be served without interruption. Sections 8, 9, 11(c), 12 and 13 survive.' },
  { kind: 'heading', text: '12. Limitation of Liability and Indemnity' },
  {
    kind: 'para',
    text: 'Neither party is liable for lost profits or indirect damages, except for breach of Section 8 or for amounts owed. Each party indemnifies the other against third-party claims caused by its own breach, negligence or willful misconduct.',
  },
  { kind: 'heading', text: '13. Governing Law and Disputes' },
  {
    kind: 'para',
    text: 'This Agreement is governed by the laws of the State of Delaware, without regard to its conflict-of-laws rules; the Data Privacy Act of 2012 still governs personal data processed in the Philippines. The parties will first try to settle any dispute through good-faith talks and then non-binding mediation for thirty (30) days. After that, the state and federal courts in New Castle County, Delaware have exclusive jurisdiction, except that either party may seek urgent injunctive relief in any competent court. Notices are given in writing to the addresses in Section 1, with a copy by e-mail to ' +
      `${company.helpEmail} for the Franchisor. This Agreement is the parties\u2019 entire agreement on its subject, may be changed only in writing signed by both, and may be signed in counterparts and electronically.`,
  },
  { kind: 'heading', text: '14. Signatures' },
  { kind: 'para', text: 'Each party signs below by its authorized representative, to be bound from the Effective Date.' },
  { kind: 'signatures', parties: [`Franchisor: ${company.legalName}`, 'Franchisee (legal name as in Section 1):'] },
];
