import type { CategoryRoleContent } from './types';

export const operationsAndSupportContent = {
  virtual_assistants: {
    subtitle:
      'Reliable, English-fluent virtual assistants who take inbox, calendar and admin work off your plate so you can focus on growing the business.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior virtual assistant handles day-to-day admin such as inbox triage, calendar updates, data entry and document formatting. They follow your checklists and SOPs closely and suit owners who want to delegate well-defined, repeatable work.',
    seniorJobDesc:
      'With 5+ years of experience, a senior virtual assistant runs your back office with minimal direction, from vendor follow-ups and travel planning to writing the SOPs others follow. They anticipate deadlines, juggle competing priorities across several tools and can coordinate other assistants as your team grows.',
    jobDesc:
      'A virtual assistant is a remote generalist who keeps the daily operations of your business moving. They manage your inbox and calendar, keep files and CRMs organized, handle routine customer and vendor communication and complete the recurring tasks that eat into your week. For small and growing businesses, a VA is often the first hire that frees the owner to work on the business instead of in it.',
    responsibilities: [
      'Triage and respond to email in Gmail or Outlook, flagging anything that needs your decision.',
      'Manage your calendar, schedule meetings across time zones and send reminders and agendas.',
      'Keep CRM records, spreadsheets and shared drives in Google Workspace or Microsoft 365 accurate and organized.',
      'Book travel, place online orders and follow up with vendors on quotes and deliveries.',
      'Turn your notes into simple reports, slide decks and reusable document templates.',
      'Document recurring tasks as step-by-step SOPs in Notion, Trainual or Google Docs.',
    ],
    benefits: [
      'Save up to 70% compared with hiring a full-time, in-office assistant in the US.',
      'Reclaim hours of your own week for sales, strategy and clients.',
      'Routine work gets done overnight, so your inbox is cleared and tasks are finished when you start your day.',
      'Filipino assistants write and speak clear, natural English, which matters when they communicate on your behalf.',
      'Grow from part-time help to a full-time assistant as your workload increases, with no new office space or equipment.',
    ],
  },

  executive_assistants: {
    subtitle:
      'Polished executive assistants who protect your time, manage your priorities and keep leadership running on schedule.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior executive assistant supports one executive with calendar management, meeting logistics, expense reports and travel bookings. They are detail-oriented, follow established preferences carefully and build context on your business quickly.',
    seniorJobDesc:
      'With 5+ years of experience, a senior executive assistant acts as a true right hand to a founder or C-level leader, gatekeeping the calendar, preparing board and investor materials and driving action items across the team. They handle confidential information with discretion and make sound judgment calls about what truly needs your attention.',
    jobDesc:
      'An executive assistant gives a founder or senior leader back the hours lost to scheduling, logistics and follow-up. They manage a complex calendar, prepare you for every meeting, track commitments and serve as a professional point of contact for clients, investors and staff. The result is a leader who spends time on decisions rather than coordination.',
    responsibilities: [
      'Own the executive calendar, prioritizing meetings, blocking focus time and resolving conflicts across time zones.',
      'Prepare briefing notes, agendas and pre-reads before meetings and capture action items afterward.',
      'Screen the executive inbox and draft replies, escalating only what requires a personal response.',
      'Arrange domestic and international travel, including flights, hotels, ground transport and detailed itineraries.',
      'Reconcile expenses and submit reports in Expensify, Ramp or QuickBooks.',
      'Coordinate board meetings, investor updates and leadership offsites with internal teams and vendors.',
      'Track projects and follow-ups in Asana, ClickUp or Monday.com so nothing falls through the cracks.',
    ],
    benefits: [
      'Give your leadership team executive-level support for up to 70% less than a US-based executive assistant.',
      'Start each day with a prepared calendar, briefing notes and a cleared inbox, because your assistant works while you sleep.',
      'Filipino professionals bring a strong service orientation and discretion suited to confidential, high-trust work.',
      'Free senior leaders from low-value coordination so their time goes to revenue, strategy and people.',
      'Cover early-morning and late-night meetings with partners in Asia, Australia and Europe.',
    ],
  },

  administrative_assistants: {
    subtitle:
      'Organized administrative assistants who keep your records, documents and office workflows accurate and on time.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior administrative assistant handles data entry, document preparation, filing and basic scheduling under clear instructions. They are well suited to high-volume, process-driven admin work where accuracy matters.',
    seniorJobDesc:
      'With 5+ years of experience, a senior administrative assistant manages office operations end to end, from vendor and supply coordination to records management and department reporting. They improve processes, keep templates and systems consistent and can support several managers at once.',
    jobDesc:
      'An administrative assistant handles the paperwork and process work that every department depends on. They enter and maintain data, prepare documents and reports, manage filing systems and coordinate everyday logistics for your team. With admin handled reliably, your managers and specialists can focus on the work you hired them to do.',
    responsibilities: [
      'Enter and update data in CRMs, ERPs, spreadsheets and internal databases to a high standard of accuracy.',
      'Prepare, format and proofread letters, forms, proposals and internal memos in Word and Google Docs.',
      'Maintain digital filing systems in SharePoint, Google Drive or Dropbox with consistent naming and permissions.',
      'Process purchase requests, track supply orders and follow up with vendors on invoices and deliveries.',
      'Schedule meetings, book rooms and set up video calls for managers and teams.',
      'Compile weekly status reports and trackers from multiple data sources.',
    ],
    benefits: [
      'Cut administrative overhead by up to 70% versus an equivalent US hire.',
      'Clear backlogs of data entry and document processing overnight, ready for review the next morning.',
      'Gain a dependable, process-minded team member who follows your SOPs consistently.',
      'Add admin support for one department or several managers without expanding your office.',
      'Lower turnover costs with a stable, long-term professional who learns your systems deeply.',
    ],
  },

  virtual_receptionists: {
    subtitle:
      'Friendly, professional virtual receptionists who answer every call, greet every client and keep your schedule full.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior virtual receptionist answers and routes inbound calls, takes clear messages and books appointments using your scripts. They bring a warm phone manner and clear, easy-to-understand English to every caller.',
    seniorJobDesc:
      'With 5+ years of experience, a senior virtual receptionist runs a busy front desk across phone, live chat and email, calms upset callers and resolves common questions without escalation. They can train other receptionists, refine call scripts and report on call volumes and missed opportunities.',
    jobDesc:
      'A virtual receptionist is the first voice your customers hear. They answer calls in your company name, qualify and route inquiries, book and confirm appointments and make sure no lead or client request goes unanswered. For law firms, clinics, agencies and home-service companies, that means fewer missed calls and a more professional first impression.',
    responsibilities: [
      'Answer inbound calls in your business name using RingCentral, Dialpad, Aircall or your existing phone system.',
      'Qualify callers, take detailed messages and transfer urgent calls to the right person.',
      'Book, confirm and reschedule appointments in Calendly, Acuity, Jobber or your practice management software.',
      'Respond to website chat and general inbox inquiries with accurate, on-brand answers.',
      'Log every call and new lead in your CRM with notes and next steps.',
      'Send appointment reminders and follow up on no-shows to fill open slots.',
    ],
    benefits: [
      'Stop losing revenue to voicemail with a live person answering during business hours and beyond.',
      'Pay up to 70% less than staffing an in-house front desk in the US.',
      'Cover early mornings, evenings and weekends across US, Canadian and Australian time zones.',
      'Receptionists with clear, neutral accents give every caller a polished first impression.',
      'Add receptionists for seasonal peaks or new locations without extra desks or phone lines.',
    ],
  },

  customer_services_representatives: {
    subtitle:
      'Empathetic customer service representatives who resolve issues across phone, email and chat and keep your customers coming back.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior customer service representative handles common inquiries such as order status, returns, billing questions and account updates using your knowledge base and macros. They are trained to stay courteous under pressure and to escalate correctly when an issue falls outside their scope.',
    seniorJobDesc:
      'With 5+ years of experience, a senior customer service representative takes on complex complaints, escalations and VIP accounts, and often serves as a team lead or QA reviewer. They spot recurring issues in tickets, suggest fixes to policies and help articles and coach newer agents on tone and resolution.',
    jobDesc:
      'A customer service representative is the day-to-day voice of your brand after the sale. They answer questions, solve problems and turn frustrated customers into loyal ones across phone, email, chat and social channels. The Philippines is one of the largest customer experience hubs in the world, so representatives arrive trained in call center best practices.',
    responsibilities: [
      'Resolve customer tickets across email, chat and phone in Zendesk, Gorgias, Freshdesk or Help Scout.',
      'Process returns, exchanges, refunds and order changes in Shopify or your order management system.',
      'Meet agreed service levels for first response time, resolution time and customer satisfaction (CSAT).',
      'Escalate bugs, shipping problems and policy exceptions with clear, complete notes.',
      'Maintain macros and help center articles so customers and agents get consistent answers.',
      'Tag and categorize tickets so you can report on the top reasons customers contact you.',
    ],
    benefits: [
      'Build a full customer support team for up to 70% less than the same headcount in the US.',
      "Offer extended-hours or 24/7 support with shifts aligned to your customers' time zones.",
      'Tap into a deep talent pool from one of the largest customer experience industries in the world.',
      'Representatives understand US, Canadian and Australian customers and communicate with warmth and patience.',
      'Scale agents up for holiday peaks and product launches, then adjust as volume settles.',
    ],
  },

  technical_support_representatives: {
    subtitle:
      'Technically skilled support representatives who troubleshoot your product, resolve tickets and keep your users productive.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior technical support representative handles Tier 1 troubleshooting such as login problems, password resets, configuration questions and known bugs by following your runbooks. They document each case clearly and escalate to Tier 2 with the details engineers need.',
    seniorJobDesc:
      'With 5+ years of experience, a senior technical support representative owns Tier 2 and Tier 3 cases, reproduces bugs, reads logs and works directly with your engineering team on fixes. They write troubleshooting guides, mentor junior agents and help shape support processes as your product grows.',
    jobDesc:
      'A technical support representative helps your customers get your software, hardware or connected product working. They diagnose problems, walk users through fixes, reproduce and report bugs and keep your engineers focused on building instead of answering tickets. For SaaS and technology companies, strong technical support directly protects retention and renewal revenue.',
    responsibilities: [
      'Troubleshoot product issues over email, chat, phone and screen share in Zendesk, Intercom or Jira Service Management.',
      'Reproduce reported bugs, collect logs, screenshots and browser or device details and file clear tickets in Jira or Linear.',
      'Guide customers through setup, integrations, API keys and account configuration.',
      'Follow and update runbooks and knowledge base articles for recurring issues.',
      'Monitor status pages and incident channels and send timely updates to affected customers.',
      'Track SLAs, ticket backlog and escalation volume and flag trends to product and engineering.',
    ],
    benefits: [
      'Keep your engineers building by moving routine troubleshooting to a dedicated support team.',
      'Follow-the-sun coverage means overnight tickets are handled before your US team logs on.',
      'Hire technically trained support staff, many with IT or computer science degrees, for up to 70% less than US equivalents.',
      'Improve response times and customer retention without inflating your support budget.',
      'Grow from a single agent to a tiered support team as your customer base expands.',
    ],
  },

  amazon_seller_support_specialist: {
    subtitle:
      'Amazon seller support specialists who manage your Seller Central account, protect your listings and keep sales moving.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior Amazon seller support specialist handles day-to-day Seller Central tasks such as updating listings, answering buyer messages, monitoring inventory and processing returns. They follow your checklists closely and flag account health warnings early.',
    seniorJobDesc:
      'With 5+ years of experience, a senior Amazon seller support specialist manages the whole account, from listing optimization and FBA shipment planning to resolving suppressed listings, policy violations and A-to-z Guarantee claims. They know how to work Seller Support cases and write effective plans of action when an account is at risk.',
    jobDesc:
      "An Amazon seller support specialist runs the operational side of your Amazon business. They keep listings accurate and compliant, respond to buyers within Amazon's time limits, manage inventory and FBA shipments and protect your account health metrics. For brands and resellers, that means fewer suppressed listings, faster claim resolution and more time for sourcing and growth.",
    responsibilities: [
      'Create and update product listings in Seller Central, including titles, bullet points, images, A+ Content and flat-file uploads.',
      'Answer buyer messages within 24 hours and handle returns, refunds and A-to-z Guarantee claims.',
      'Monitor the Account Health dashboard, resolve policy warnings and reinstate suppressed or stranded listings.',
      'Plan and create FBA shipments, track inventory levels and file reimbursement claims for lost or damaged units.',
      'Open and follow up on Seller Support cases until each issue is resolved.',
      'Track reviews, seller feedback and Buy Box status and report changes to you every week.',
    ],
    benefits: [
      'Hire an Amazon specialist for up to 70% less than a US-based marketplace manager.',
      'Buyer messages get answered within Amazon response windows, including nights and weekends in US time.',
      'Access specialists with hands-on experience across FBA, FBM and the US, Canadian and Australian marketplaces.',
      'Protect account health with someone checking your dashboard every day, not only when problems pile up.',
      'Free yourself to focus on product development, sourcing and advertising strategy.',
    ],
  },

  recruitment_talent_sources: {
    subtitle:
      'Talent sourcers who find, engage and qualify candidates so your recruiters spend their time interviewing instead of searching.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior talent sourcer searches LinkedIn and job boards against your criteria, builds candidate lists and sends templated outreach. They keep your ATS tidy and learn your hiring profiles quickly.',
    seniorJobDesc:
      'With 5+ years of experience, a senior talent sourcer builds sourcing strategies for hard-to-fill technical, sales and executive roles using advanced Boolean search and market mapping. They write personalized outreach that gets replies, screen candidates against must-have criteria and advise hiring managers on realistic talent pools.',
    jobDesc:
      'A recruitment talent sourcer fills the top of your hiring funnel. They identify qualified candidates, including passive ones who are not actively applying, reach out with tailored messages and hand your recruiters a pipeline of interested, pre-qualified people. Staffing agencies and in-house talent teams use sourcers to fill roles faster without adding recruiter headcount.',
    responsibilities: [
      'Search LinkedIn Recruiter, Indeed, GitHub and niche job boards with Boolean strings and X-ray searches.',
      'Build and maintain candidate pipelines in Greenhouse, Lever, Bullhorn or your ATS.',
      'Write and send personalized outreach sequences and follow-ups by InMail and email.',
      'Run short phone or video screens to confirm interest, availability, location and salary expectations.',
      'Map competitor organizations and talent markets for hard-to-fill roles.',
      'Report weekly on sourcing activity, response rates and pipeline conversion.',
    ],
    benefits: [
      'Fill your pipeline faster while paying up to 70% less than a US-based sourcer.',
      'Candidate lists are researched overnight, so recruiters start each day with fresh profiles to contact.',
      'Recruiters and hiring managers get to spend their time on interviews and closing offers.',
      'Support hiring across the US, Canada and Australia for staffing agencies and in-house teams alike.',
      'Add sourcing capacity for hiring surges without long-term recruiter headcount.',
    ],
  },

  recruitment_coordinators: {
    subtitle:
      'Recruitment coordinators who schedule interviews, manage candidate communication and keep your hiring process on track.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior recruitment coordinator schedules interviews, sends confirmations and reminders and keeps candidate records current in your ATS. They are organized, responsive and comfortable juggling many calendars at once.',
    seniorJobDesc:
      'With 5+ years of experience, a senior recruitment coordinator manages the full candidate journey across multiple requisitions, from interview loops and offer paperwork to background checks and the onboarding handoff. They improve hiring workflows, report on time-to-fill and keep hiring managers to their deadlines.',
    jobDesc:
      'A recruitment coordinator handles the logistics that make hiring run smoothly. They schedule interviews, communicate with candidates at every stage, prepare offer documents and keep your applicant tracking system accurate. A strong coordinator improves candidate experience and shortens time-to-hire, helping you win talent before competitors do.',
    responsibilities: [
      'Schedule phone screens, panel interviews and on-site loops across multiple interviewer calendars.',
      'Send interview confirmations, prep materials, reminders and status updates to candidates.',
      'Move candidates through stages and keep records accurate in Greenhouse, Lever, Workable or BambooHR.',
      'Collect interviewer scorecards and chase missing feedback before debriefs.',
      'Prepare offer letters, initiate background checks and send onboarding paperwork.',
      'Post openings to career sites and job boards and screen applications against basic criteria.',
    ],
    benefits: [
      'Give candidates a fast, professional experience while spending up to 70% less than on a US coordinator.',
      'Applicants get replies and rescheduled interviews outside US business hours instead of waiting.',
      'Free your recruiters from calendar work so they can focus on sourcing and closing.',
      'Handle high-volume hiring for call center, retail, healthcare and seasonal roles.',
      'Keep ATS data clean for accurate hiring reports and compliance records.',
    ],
  },
} satisfies CategoryRoleContent<'operations_and_support'>;
