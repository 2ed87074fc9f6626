import type { CategoryRoleContent } from './types';

export const accountingAndFinanceContent = {
  bookkeepers: {
    subtitle: 'Detail-oriented bookkeepers who keep your books accurate, reconciled and ready for tax time.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior bookkeeper categorizes transactions, enters bills and invoices and reconciles bank and credit card accounts in QuickBooks Online or Xero. They work under review from a senior bookkeeper or your accountant.',
    seniorJobDesc:
      'With 5+ years of experience, a senior bookkeeper manages the full bookkeeping cycle for one or several entities, including month-end close, accruals, fixed assets and sales tax tracking. They clean up messy books, prepare financial statements and work directly with your CPA at year-end.',
    jobDesc:
      'A bookkeeper records and organizes every financial transaction in your business so you always know where you stand. They reconcile accounts, manage bills and invoices, close the books each month and produce the reports your accountant and lenders rely on. Clean, current books mean better decisions, faster tax preparation and fewer surprises.',
    responsibilities: [
      'Categorize transactions and reconcile bank, credit card and loan accounts in QuickBooks Online, Xero or NetSuite.',
      'Enter vendor bills and customer invoices and keep AP and AR aging reports current.',
      'Complete the monthly close and produce a profit and loss statement, balance sheet and cash flow report.',
      'Track sales tax by state or province and prepare the data for filing.',
      'Capture and store receipts and supporting documents with tools such as Dext or Hubdoc.',
      'Prepare year-end workpapers, 1099 vendor data and adjusting entries for your CPA.',
    ],
    benefits: [
      'Keep your books current for up to 70% less than a US-based full-charge bookkeeper.',
      'Start each month with reconciled accounts instead of a backlog of uncategorized transactions.',
      'Work with bookkeepers trained in US GAAP fundamentals and experienced in QuickBooks and Xero.',
      'Hand your CPA clean, organized books and lower your year-end accounting fees.',
      'Accounting firms can add bookkeeping capacity for tax season without hiring locally.',
    ],
  },

  payroll_specialists: {
    subtitle: 'Accurate payroll specialists who run payroll on time, every time, and keep your team paid correctly.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior payroll specialist collects timesheets, enters hours, PTO and new-hire details and prepares payroll runs for review in Gusto, ADP or QuickBooks Payroll. They double-check every change and follow your payroll calendar closely.',
    seniorJobDesc:
      'With 5+ years of experience, a senior payroll specialist manages multi-state or multi-entity payroll end to end, including tax withholding, garnishments, benefit deductions and year-end W-2 and 1099 processing. They reconcile payroll to the general ledger, resolve tax agency notices and keep you compliant as rules change.',
    jobDesc:
      'A payroll specialist makes sure your employees and contractors are paid accurately and on schedule. They process payroll runs, manage deductions and tax withholding, maintain employee pay records and handle the reporting that comes with each pay period and year-end. Reliable payroll protects employee trust and keeps you clear of costly penalties.',
    responsibilities: [
      'Process weekly, biweekly or semimonthly payroll runs in Gusto, ADP, Paychex or QuickBooks Payroll.',
      'Collect and verify timesheets, overtime, PTO and commission data before each run.',
      'Set up new hires, terminations, pay changes and benefit deductions in the payroll system.',
      'Manage federal, state and local tax withholding, wage garnishments and 401(k) contributions.',
      'Reconcile payroll registers to the general ledger and prepare payroll journal entries.',
      'Prepare quarterly and year-end filings such as Form 941, W-2s and 1099s with your payroll provider.',
      'Answer employee questions about pay stubs, deductions and direct deposit.',
    ],
    benefits: [
      'Run accurate payroll for up to 70% less than hiring a US payroll administrator.',
      'Payroll is prepared and reconciled overnight, so you only need to review and approve it.',
      'Reduce the risk of late payments, withholding errors and tax penalties with a dedicated specialist.',
      'Work with specialists already experienced in Gusto, ADP and QuickBooks Payroll setups.',
      'Keep sensitive employee pay data with one accountable, confidentiality-bound professional.',
    ],
  },

  accountants: {
    subtitle:
      'Qualified accountants who handle month-end close, reconciliations, financial reporting and tax preparation support.',
    juniorJobDesc:
      "With 0-2 years of experience, a junior accountant prepares journal entries, account reconciliations and supporting schedules and assists with the month-end close under a senior accountant's review. Many are licensed or preparing for the Philippine CPA exam and know US GAAP fundamentals.",
    seniorJobDesc:
      'With 5+ years of experience, a senior accountant owns the month-end and year-end close, prepares financial statements and manages accruals, revenue recognition and fixed asset schedules. They support audits and tax filings, improve the close process and review the work of junior staff.',
    jobDesc:
      'An accountant ensures your financial records are accurate, compliant and useful for decision-making. They close the books each month, reconcile balance sheet accounts, prepare financial statements and support audits and tax filings. For growing companies and accounting firms, a remote accountant adds professional capacity without the cost of a US-based hire.',
    responsibilities: [
      'Prepare and post journal entries, accruals, prepaids and depreciation in QuickBooks, Xero, NetSuite or Sage Intacct.',
      'Reconcile balance sheet accounts and maintain the supporting schedules.',
      'Run the monthly and year-end close checklist and deliver financial statements on time.',
      'Apply US GAAP to revenue recognition, leases and intercompany transactions.',
      'Prepare workpapers and documentation for external auditors and tax preparers.',
      'Prepare individual and business tax returns in CCH Axcess, UltraTax or Lacerte for review by accounting firms.',
    ],
    benefits: [
      'Add qualified accounting talent, including Philippine CPAs, for up to 70% less than a US staff accountant.',
      'Accounting firms can clear tax-season backlogs with work completed while their US team sleeps.',
      'Draw on a large pool of accountants trained in US GAAP and experienced with US clients.',
      'Close the books faster and put financial statements in front of decision-makers sooner.',
      'Scale accounting capacity for audits, acquisitions or seasonal workloads.',
    ],
  },

  financial_analysts: {
    subtitle:
      'Analytical financial analysts who build the models, forecasts and reports behind confident business decisions.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior financial analyst updates budget-versus-actual reports, maintains spreadsheets and dashboards and pulls data from your accounting system for analysis. They are strong in Excel and take direction from a finance manager or controller.',
    seniorJobDesc:
      'With 5+ years of experience, a senior financial analyst builds three-statement models, rolling forecasts and scenario analyses and presents insights to leadership and investors. They own the budgeting process, analyze unit economics and pricing and support fundraising, M&A and board reporting.',
    jobDesc:
      'A financial analyst turns your financial data into decisions. They build budgets and forecasts, analyze performance against plan, model scenarios and explain what the numbers mean for the business. For founders and finance leaders, an analyst provides the FP&A capacity needed to plan growth, manage cash and report to investors with confidence.',
    responsibilities: [
      'Build and maintain financial models, budgets and rolling forecasts in Excel or Google Sheets.',
      'Prepare monthly budget-versus-actual variance analysis with clear explanations.',
      'Model scenarios for pricing, hiring plans, capital expenditures and cash runway.',
      'Create KPI dashboards in Power BI, Tableau or Looker Studio.',
      'Prepare board decks, investor updates and monthly management reporting packages.',
      'Analyze unit economics such as customer acquisition cost, lifetime value and gross margin by product.',
    ],
    benefits: [
      'Get dedicated FP&A support for up to 70% less than a US financial analyst.',
      'Updated forecasts and variance reports are waiting for you at the start of each week.',
      'Work with analysts trained in finance, accounting and advanced Excel modeling.',
      'Make hiring, pricing and fundraising decisions based on solid models instead of guesswork.',
      'Add analytical capacity without the cost of a full in-house finance team.',
    ],
  },

  accounts_payable_specialists: {
    subtitle:
      'Efficient accounts payable specialists who process invoices, pay vendors on time and keep your spending under control.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior accounts payable specialist enters vendor invoices, matches them to purchase orders and receipts and routes them for approval. They keep vendor records tidy and respond to routine vendor inquiries.',
    seniorJobDesc:
      'With 5+ years of experience, a senior accounts payable specialist manages the full AP cycle, including payment runs, vendor onboarding, 1099 compliance and month-end accruals. They strengthen controls against duplicate payments and fraud and streamline invoice processing with automation tools.',
    jobDesc:
      'An accounts payable specialist makes sure you pay the right vendors the right amount at the right time. They process invoices, manage approvals, schedule payments and reconcile vendor statements, protecting your cash flow and supplier relationships. Strong AP controls also reduce the risk of duplicate payments and invoice fraud.',
    responsibilities: [
      'Process vendor invoices with two-way and three-way matching against purchase orders and receiving records.',
      'Route invoices for approval and schedule payments in Bill.com, Ramp, Tipalti or your ERP.',
      'Prepare weekly payment runs by ACH, check and wire, prioritizing early-payment discounts.',
      'Reconcile vendor statements and resolve discrepancies, credits and missing invoices.',
      'Collect W-9 forms, maintain vendor master data and prepare year-end 1099 reporting.',
      'Post AP accruals and support the month-end close with an accurate AP aging report.',
    ],
    benefits: [
      'Run a reliable AP function for up to 70% less than a US-based AP clerk.',
      "The day's invoices are processed overnight, so approvals are ready for your managers each morning.",
      'Capture early-payment discounts and avoid late fees with on-time payment runs.',
      'Strengthen separation of duties and internal controls with a dedicated AP resource.',
      'Handle growing invoice volume without adding headcount at headquarters.',
    ],
  },

  accounts_receivable_specialist: {
    subtitle:
      'Persistent accounts receivable specialists who invoice accurately, chase overdue balances and improve your cash flow.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior accounts receivable specialist creates and sends invoices, applies customer payments and sends polite reminders on overdue accounts. They keep customer records accurate and flag disputes to a supervisor.',
    seniorJobDesc:
      'With 5+ years of experience, a senior accounts receivable specialist manages collections across the full aging report, negotiates payment plans, resolves billing disputes and reports on days sales outstanding. They set credit and collections procedures and work with sales to keep customer relationships intact.',
    jobDesc:
      'An accounts receivable specialist makes sure you get paid for the work you have already done. They issue invoices, apply payments, follow up on overdue balances and resolve billing questions with customers. Consistent AR management shortens the time between sale and cash, strengthening cash flow without a single new sale.',
    responsibilities: [
      'Create and send accurate customer invoices in QuickBooks, Xero, NetSuite or your billing platform.',
      'Apply incoming payments and deposits and reconcile them against open invoices.',
      'Follow up on overdue accounts by email and phone according to your collections schedule.',
      'Resolve billing disputes, short payments and credit memo requests with customers and sales.',
      'Maintain the AR aging report and report weekly on collections and days sales outstanding (DSO).',
      'Manage recurring billing, payment portals and automated reminders in Stripe, Chaser or your billing system.',
    ],
    benefits: [
      'Improve collections for up to 70% less than the cost of a US AR specialist.',
      'Time collection calls and emails to reach customers during their business hours across North America and Australia.',
      'Turn overdue invoices into cash with consistent, professional follow-up.',
      'Keep customer relationships positive with courteous, patient communication.',
      'Give owners and controllers an up-to-date view of who owes what at any time.',
    ],
  },
} satisfies CategoryRoleContent<'accounting_and_finance'>;
