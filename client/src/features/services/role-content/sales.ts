import type { CategoryRoleContent } from './types';

export const salesContent = {
  business_development_representatives: {
    subtitle:
      'Driven business development representatives who open doors with new accounts, partners and markets.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior business development representative researches target accounts, runs outbound call and email sequences and books discovery meetings for your account executives. They follow your playbook and scripts and log every activity in your CRM.',
    seniorJobDesc:
      'With 5+ years of experience, a senior business development representative starts conversations with senior decision-makers, uncovers partnership and channel opportunities and works strategic accounts with a tailored, multi-threaded approach. They refine messaging, help define your ideal customer profile and can coach newer reps.',
    jobDesc:
      'A business development representative creates new opportunities for your company. They identify target accounts and partners, open conversations through cold calls, email and LinkedIn and qualify interest before handing opportunities to your closers. BDRs keep your pipeline full so your senior sellers spend their time on deals, not prospecting.',
    responsibilities: [
      'Research target accounts and decision-makers in LinkedIn Sales Navigator, ZoomInfo or Apollo.',
      'Run multi-touch outbound sequences across cold calls, email and LinkedIn in Outreach, Salesloft or HubSpot.',
      'Qualify prospects against your ideal customer profile and frameworks such as BANT or MEDDIC.',
      'Book discovery meetings and hand opportunities to account executives with complete notes.',
      'Identify potential referral partners, resellers and strategic alliances.',
      'Track activities, meetings booked and pipeline generated in Salesforce or HubSpot.',
    ],
    benefits: [
      'Build outbound capacity for up to 70% less than the cost of a US-based BDR.',
      'Reach prospects in Australia, Europe and every US time zone with flexible calling shifts.',
      'Filipino reps bring clear, confident English and a strong work ethic to high-volume outreach.',
      'Free your account executives to focus on closing instead of prospecting.',
      'Test new markets and segments without committing to expensive local hires.',
    ],
  },

  sales_developement_representatives: {
    subtitle:
      'Sales development representatives who qualify inbound and outbound leads and book meetings for your closers.',
    juniorJobDesc:
      "With 0-2 years of experience, a junior sales development representative responds to inbound leads quickly, runs scripted qualification calls and books demos on your sellers' calendars. They are coachable, consistent with daily activity targets and accurate in the CRM.",
    seniorJobDesc:
      'With 5+ years of experience, a senior sales development representative handles complex qualification for mid-market and enterprise deals, personalizes outreach to multiple stakeholders and consistently hits meeting quotas. They share objection-handling insights with marketing and sales and help onboard new SDRs.',
    jobDesc:
      'A sales development representative is the engine of your sales pipeline. They follow up on inbound leads within minutes, prospect into target accounts and qualify buyers so your account executives only take meetings that can close. A strong SDR function shortens sales cycles and turns marketing spend into booked meetings.',
    responsibilities: [
      'Respond to inbound demo requests and marketing leads by phone and email within minutes.',
      'Run qualification calls to confirm budget, authority, need and timeline.',
      'Prospect into target accounts with personalized sequences in Outreach, Salesloft or Apollo.',
      'Book qualified meetings on account executive calendars with Chili Piper or Calendly.',
      'Handle common objections and nurture not-yet-ready leads with scheduled follow-ups.',
      'Log calls, emails and lead status in Salesforce or HubSpot and report weekly activity.',
    ],
    benefits: [
      'Respond to inbound leads at any hour, so interest does not go cold overnight.',
      'Staff a full SDR team for up to 70% less than local salaries and commissions.',
      'Work with reps trained in modern sales engagement tools and outbound best practices.',
      'Give your closers a calendar full of qualified meetings.',
      'Add SDR capacity quickly when you launch a campaign or enter a new territory.',
    ],
  },

  account_managers: {
    subtitle:
      'Relationship-focused account managers who retain your clients, handle their requests and grow every account.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior account manager handles day-to-day client requests, sends order and project updates, processes renewals and keeps account records accurate. They build rapport with clients and escalate issues quickly to senior staff.',
    seniorJobDesc:
      'With 5+ years of experience, a senior account manager owns a portfolio of key accounts, leads quarterly business reviews and identifies upsell and cross-sell opportunities. They manage renewal and pricing conversations, resolve escalations and act as a trusted advisor to client stakeholders.',
    jobDesc:
      'An account manager looks after your existing clients so they stay, spend more and refer others. They are the main point of contact for client questions, coordinate delivery with your internal teams, manage renewals and spot opportunities to expand each relationship. Because keeping a client usually costs far less than winning a new one, account management is one of the highest-return roles you can add.',
    responsibilities: [
      'Serve as the primary point of contact for an assigned portfolio of client accounts.',
      'Run regular check-in calls and quarterly business reviews with client stakeholders.',
      'Coordinate orders, projects and service requests with operations, fulfillment and support teams.',
      'Track renewal dates, prepare renewal quotes and follow up on outstanding contracts.',
      'Identify upsell and cross-sell opportunities and either close them or pass them to sales.',
      'Keep account notes, contacts and opportunity stages current in Salesforce or HubSpot.',
    ],
    benefits: [
      'Give every client a dedicated point of contact for up to 70% less than a US account manager.',
      'Answer client requests faster with coverage that extends beyond your office hours.',
      'Filipino account managers are known for patience, warmth and a strong service mindset.',
      'Reduce churn and grow revenue from the clients you have already won.',
      'Free founders and senior sellers from routine account servicing.',
    ],
  },

  account_executives: {
    subtitle: 'Experienced account executives who run discovery, deliver demos and close deals for your sales team.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior account executive runs discovery calls and product demos for smaller deals, sends proposals and follows a defined sales process. They typically work transactional or SMB deals with support from a sales manager.',
    seniorJobDesc:
      'With 5+ years of experience, a senior account executive manages full-cycle sales for mid-market and enterprise opportunities, from discovery through negotiation to a signed contract. They navigate multiple stakeholders, forecast accurately and deliver against quota quarter after quarter.',
    jobDesc:
      'An account executive turns qualified opportunities into revenue. They run discovery calls to understand each prospect, present and demo your solution, handle objections, negotiate terms and close the deal. Remote account executives are especially effective for SMB and mid-market deals sold entirely over video calls.',
    responsibilities: [
      'Conduct discovery calls to uncover pain points, decision criteria and the buying process.',
      'Deliver tailored product demos and presentations over Zoom, Google Meet or Microsoft Teams.',
      'Prepare proposals, quotes and order forms and manage e-signature in DocuSign or PandaDoc.',
      'Handle objections, negotiate pricing within approved limits and close deals.',
      'Maintain an accurate pipeline and forecast in Salesforce or HubSpot.',
      'Hand closed deals to onboarding and account management with full context.',
    ],
    benefits: [
      'Add closing capacity for up to 70% less than the base salary of an onshore account executive.',
      'Sell into US, Canadian and Australian markets with reps who understand those buyers.',
      'Let prospects book demos at times that suit them by covering more time zones.',
      'Build a scalable sales team with predictable costs as you grow.',
      'Step back from day-to-day selling as a founder without losing deal momentum.',
    ],
  },

  lead_generation_specialist: {
    subtitle:
      'Lead generation specialists who build accurate, targeted prospect lists and fill your pipeline with qualified leads.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior lead generation specialist builds prospect lists from LinkedIn, directories and databases, verifies contact details and enriches records in your CRM. They work to clear targeting criteria and deliver consistent daily volume.',
    seniorJobDesc:
      'With 5+ years of experience, a senior lead generation specialist designs targeting strategies, builds multi-channel campaigns across email and LinkedIn and tracks which segments produce meetings and revenue. They manage data quality, deliverability and tooling and can run campaigns independently from list building to booked call.',
    jobDesc:
      'A lead generation specialist makes sure your sales team always has the right people to contact. They research companies and decision-makers that match your ideal customer profile, verify contact data and run outreach campaigns that generate interest. Better lists and steady outreach mean more conversations and a more predictable pipeline.',
    responsibilities: [
      'Build targeted prospect lists with LinkedIn Sales Navigator, Apollo, ZoomInfo and industry directories.',
      'Verify and enrich email addresses and phone numbers with tools such as NeverBounce or Clay.',
      'Set up and run cold email campaigns in Instantly, Lemlist or Apollo with proper domain warm-up.',
      'Send LinkedIn connection requests and follow-up messages on behalf of your sales team.',
      'Score and segment leads by industry, company size, job title and buying signals.',
      'Report on list size, reply rates and meetings generated for each campaign.',
    ],
    benefits: [
      'Generate a steady flow of qualified leads for up to 70% less than a US lead generation hire or agency.',
      'Fresh prospect lists are researched overnight and ready for your reps each morning.',
      'Better data quality means your sales team wastes less time on bad numbers and bounced emails.',
      'Own your lead data and process instead of renting them from an outside agency.',
      'Scale list building and outreach quickly when you target a new vertical or region.',
    ],
  },

  customer_success_managers: {
    subtitle:
      'Proactive customer success managers who onboard, support and grow your customers so they renew year after year.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior customer success manager runs onboarding sessions, answers how-to questions and monitors product usage for a portfolio of smaller accounts. They follow your success playbooks and flag at-risk customers early.',
    seniorJobDesc:
      'With 5+ years of experience, a senior customer success manager owns retention and expansion for strategic accounts, builds success plans tied to customer goals and leads executive business reviews. They use health scores and usage data to prevent churn and partner with sales on renewals and upsells.',
    jobDesc:
      'A customer success manager makes sure your customers get real value from your product or service. They guide onboarding, drive adoption, monitor account health and step in before customers consider leaving. For subscription and SaaS businesses, customer success directly protects recurring revenue and creates expansion opportunities.',
    responsibilities: [
      'Lead onboarding and training sessions so new customers reach their first success quickly.',
      'Monitor account health, product usage and NPS in Gainsight, ChurnZero, Vitally or HubSpot.',
      'Run regular check-ins and business reviews to align on goals and outcomes.',
      'Build and execute save plans for at-risk accounts well before their renewal date.',
      'Identify expansion opportunities and coordinate renewals and upsells with sales.',
      'Share customer feedback and feature requests with product and support teams.',
    ],
    benefits: [
      'Protect recurring revenue with dedicated success managers at up to 70% less than US salaries.',
      'Give every customer proactive attention, not just your largest accounts.',
      'Offer onboarding and check-in times that suit customers across North America and Asia-Pacific.',
      'Filipino professionals bring genuine empathy and relationship-building skills to customer-facing work.',
      'Reduce churn and grow net revenue retention without straining your internal team.',
    ],
  },

  telemarketers: {
    subtitle:
      'Confident telemarketers who make high-volume outbound calls to generate leads, set appointments and drive sales.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior telemarketer makes outbound calls from provided lists, follows approved scripts and records call outcomes accurately. They bring clear, friendly phone communication and the resilience to handle rejection.',
    seniorJobDesc:
      'With 5+ years of experience, a senior telemarketer handles warm and cold campaigns with strong objection handling, adapts the script to each conversation and consistently exceeds conversion targets. They understand calling compliance and can coach newer callers through call reviews.',
    jobDesc:
      'A telemarketer reaches prospects and customers by phone to generate leads, set appointments, promote offers or win back past buyers. They work through call lists efficiently, follow compliant scripts and log every outcome for follow-up. Philippine call centers have decades of experience running outbound campaigns for US, Canadian and Australian businesses.',
    responsibilities: [
      'Make high-volume outbound calls on dialers such as Five9, VICIdial, Kixie or RingCentral.',
      'Follow approved scripts to introduce offers, qualify interest and set appointments.',
      'Handle objections professionally and schedule callbacks with interested prospects.',
      'Log call dispositions, notes and appointments in your CRM after every call.',
      'Respect Do Not Call lists, TCPA rules and calling-hour restrictions on every campaign.',
      'Run reactivation campaigns to past customers and expired quotes.',
    ],
    benefits: [
      'Run outbound calling campaigns for up to 70% less than a domestic call center team.',
      'Call prospects during their local business hours in every US and Canadian time zone.',
      'Benefit from the long track record of the Philippines in outbound call center operations.',
      'Callers speak clear, neutral English that homeowners and business owners find easy to understand.',
      'Scale your calling team up or down as campaign demand changes.',
    ],
  },

  sales_support_specialists: {
    subtitle:
      'Organized sales support specialists who handle quotes, orders, CRM updates and admin so your sellers can sell.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior sales support specialist updates CRM records, prepares quotes from templates, processes orders and schedules meetings for the sales team. They are detail-oriented and quick to respond to seller requests.',
    seniorJobDesc:
      'With 5+ years of experience, a senior sales support specialist takes on sales operations work such as pipeline hygiene, commission tracking, proposal workflows and sales reporting. They build templates and processes, own CRM data quality and act as a reliable partner to sales leadership.',
    jobDesc:
      'A sales support specialist handles the administrative side of selling. They prepare quotes and proposals, process orders, keep the CRM clean and produce the reports managers rely on. Sales reps lose a large share of their week to admin, and a dedicated support specialist gives that time back to selling.',
    responsibilities: [
      'Prepare quotes, proposals and contracts in your CPQ tool, PandaDoc or approved templates.',
      'Enter and process sales orders and coordinate with fulfillment, billing and shipping.',
      'Keep Salesforce or HubSpot records, opportunity stages and contact data clean and current.',
      'Build weekly pipeline, bookings and activity reports for sales managers.',
      'Schedule meetings, demos and follow-ups on behalf of account executives.',
      'Answer customer questions about order status, pricing and documentation.',
    ],
    benefits: [
      'Give your sales team dedicated admin support for up to 70% less than a US sales coordinator.',
      'Quotes are prepared and orders entered overnight, so deals move forward first thing in the morning.',
      'Improve CRM accuracy and forecasting with someone accountable for data quality.',
      'Increase selling time for your reps without increasing sales headcount.',
      'Support field and inside sales teams across multiple territories and time zones.',
    ],
  },
} satisfies CategoryRoleContent<'sales'>;
