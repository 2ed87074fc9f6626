import type { CategoryRoleContent } from './types';

export const digitalMarketingContent = {
  social_media_managers: {
    subtitle:
      'Creative social media managers who plan, publish and grow your brand across Instagram, Facebook, LinkedIn and TikTok.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior social media manager schedules posts, writes captions, designs simple graphics in Canva and responds to comments and messages. They follow your content calendar and brand guidelines closely.',
    seniorJobDesc:
      'With 5+ years of experience, a senior social media manager owns your social strategy, from channel mix and content pillars to community management and coordination with paid social. They analyze performance, adjust the plan based on what drives engagement and leads and can manage freelancers or junior team members.',
    jobDesc:
      'A social media manager keeps your brand visible, consistent and engaging on the platforms your customers use. They plan content calendars, create and schedule posts, engage with your community and report on what is working. For small and mid-sized businesses, a dedicated social media manager turns sporadic posting into a steady source of awareness and leads.',
    responsibilities: [
      'Build a monthly content calendar across Instagram, Facebook, LinkedIn, TikTok and X.',
      'Write captions, create graphics in Canva and edit short-form videos for Reels and TikTok.',
      'Schedule and publish posts with Meta Business Suite, Hootsuite, Later or Buffer.',
      'Respond to comments, direct messages and reviews in your brand voice.',
      'Track reach, engagement, follower growth and link clicks and deliver a monthly performance report.',
      'Monitor trends, hashtags and competitor accounts to keep your content timely.',
    ],
    benefits: [
      'Get a full-time social media manager for up to 70% less than a US agency retainer or in-house hire.',
      'Stay active on social every day, including the evenings and weekends when your audience is scrolling.',
      'Filipino marketers are heavy social media users who follow US pop culture and online trends closely.',
      'Keep your brand voice consistent with one dedicated person instead of rotating agency staff.',
      'Free your team from daily posting so they can focus on campaigns and customers.',
    ],
  },

  digital_marketing_managers: {
    subtitle:
      'Results-driven digital marketing managers who plan, run and measure campaigns across search, social, email and content.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior digital marketer executes campaigns planned by a manager, updating landing pages, setting up email sends, tagging UTM links and compiling weekly performance reports. They are comfortable across common marketing tools and ready to learn channel strategy.',
    seniorJobDesc:
      'With 5+ years of experience, a senior digital marketing manager owns your marketing plan and budget across channels, sets KPIs and directs agencies, freelancers or in-house specialists. They connect marketing activity to pipeline and revenue in your analytics and CRM and shift spend toward what works.',
    jobDesc:
      'A digital marketing manager coordinates all of your online marketing so every channel works toward the same goals. They plan campaigns, oversee SEO, paid media, email and social activity and measure results against leads, sales and customer acquisition cost. For growing companies, this role brings structure and accountability to marketing without the price tag of a US marketing director.',
    responsibilities: [
      'Plan quarterly campaigns and content calendars aligned with sales targets.',
      'Set SEO priorities, including keyword research, on-page optimization and technical fixes, using Semrush or Ahrefs.',
      'Oversee Google Ads and Meta Ads budgets alongside paid media specialists or agencies.',
      'Build and update landing pages in WordPress, Webflow or HubSpot.',
      'Set up conversion tracking in Google Analytics 4 and Google Tag Manager and report on funnel performance.',
      'Coordinate writers, designers and freelancers to deliver campaign assets on schedule.',
    ],
    benefits: [
      'Bring experienced marketing leadership to your team for up to 70% less than a comparable US salary.',
      'Campaign reports and optimizations are finished overnight and ready for your morning meeting.',
      'Access marketers who have worked with US, Canadian and Australian brands and understand those audiences.',
      'Replace a patchwork of freelancers with one accountable owner for marketing results.',
      'Add channel specialists from the same talent pool as your marketing team grows.',
    ],
  },

  email_marketing_specialist: {
    subtitle:
      'Email marketing specialists who build campaigns, automations and segments that turn your list into repeat revenue.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior email marketing specialist builds campaigns from templates, manages list imports, proofreads and tests every send and pulls basic open and click reports. They work from your marketing calendar and brand guidelines.',
    seniorJobDesc:
      'With 5+ years of experience, a senior email marketing specialist designs lifecycle programs such as welcome, abandoned cart, post-purchase and win-back flows, runs A/B tests and segments your list for higher conversion. They manage deliverability, sender reputation and compliance and tie email performance to revenue.',
    jobDesc:
      'An email marketing specialist turns your subscriber list into one of your most profitable channels. They plan and build campaigns and automated flows, segment audiences, test subject lines and content and monitor deliverability. For e-commerce and B2B companies alike, a well-run email program drives repeat purchases, nurtures leads and lowers acquisition costs.',
    responsibilities: [
      'Build and send newsletters and promotional campaigns in Klaviyo, Mailchimp, HubSpot or ActiveCampaign.',
      'Create and maintain automated flows such as welcome series, abandoned cart, post-purchase and re-engagement.',
      'Segment lists by behavior, purchase history and lifecycle stage for more relevant messaging.',
      'Run A/B tests on subject lines, send times, offers and layouts and document the results.',
      'Monitor deliverability, bounces and spam complaints and keep lists compliant with CAN-SPAM and CASL.',
      'Code or adjust responsive HTML email templates and test them across major email clients.',
    ],
    benefits: [
      'Run a complete email program for up to 70% less than hiring a US email marketer.',
      'Campaigns are built, tested and scheduled overnight, waiting for your approval in the morning.',
      'Get one specialist who knows both e-commerce flows in Klaviyo and B2B nurture programs in HubSpot.',
      'Turn an underused list into consistent repeat revenue without adding to your in-house workload.',
      'Stay on the right side of US and Canadian anti-spam laws with someone who tracks the rules.',
    ],
  },

  copywriter: {
    subtitle: 'Skilled copywriters who write clear, persuasive copy for your website, ads, emails and sales materials.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior copywriter writes blog posts, product descriptions, social captions and email drafts from briefs and style guides. They research carefully, write in natural American English and take editing feedback well.',
    seniorJobDesc:
      'With 5+ years of experience, a senior copywriter writes conversion-focused copy for landing pages, ad campaigns, sales pages and email sequences and can define your brand voice and messaging framework. They understand search intent and buyer psychology and work closely with designers and marketers to test what converts.',
    jobDesc:
      "A copywriter turns what you sell into words that persuade people to buy. They write website pages, ads, emails, product descriptions, case studies and sales collateral that match your brand voice and speak to your customers' problems. Consistent, well-written copy lifts conversion across every channel you market in.",
    responsibilities: [
      'Write website pages, landing pages and product descriptions that are clear, on-brand and optimized for search.',
      'Draft ad copy for Google, Meta and LinkedIn campaigns, with multiple variations for testing.',
      'Write email campaigns and automated sequences for promotions, onboarding and lead nurturing.',
      'Produce long-form blog articles, case studies and white papers from interviews and research.',
      'Edit and proofread content against your style guide with tools such as Grammarly and Hemingway.',
      'Maintain a brand voice and messaging guide for other writers and teams to follow.',
    ],
    benefits: [
      'Get a steady flow of quality copy for up to 70% less than a US-based staff copywriter.',
      'Writers are fluent in American English spelling, grammar and tone.',
      'Send a brief at the end of your day and review a finished draft the next morning.',
      'Keep your brand voice consistent with a dedicated writer instead of one-off freelancers.',
      'Cover everything from SEO articles to ad copy with one versatile hire.',
    ],
  },

  content_creators: {
    subtitle:
      'Versatile content creators who produce the posts, videos, graphics and articles your audience actually engages with.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior content creator produces social graphics, short-form videos, carousels and blog drafts with tools like Canva and CapCut. They follow your brand guidelines and content calendar and deliver consistent volume.',
    seniorJobDesc:
      'With 5+ years of experience, a senior content creator develops content series, repurposes long-form assets into multi-channel campaigns and knows which formats perform on each platform. They manage production from concept to publishing and use performance data to decide what gets made next.',
    jobDesc:
      'A content creator produces the steady stream of posts, videos, graphics and articles that modern marketing requires. They turn your ideas, webinars, podcasts and product updates into formats that work on each channel, keeping your brand active and recognizable. With a dedicated creator, content stops being an afterthought and you start publishing consistently.',
    responsibilities: [
      'Create short-form videos for TikTok, Instagram Reels and YouTube Shorts in CapCut, Premiere Rush or similar tools.',
      'Design social graphics, carousels and thumbnails in Canva or Adobe Express.',
      'Repurpose webinars, podcasts and long-form videos into clips, quote cards and blog posts.',
      'Write scripts, hooks and captions tailored to the format of each platform.',
      'Maintain a content library with asset folders organized by campaign and channel.',
      'Review engagement data to identify the topics and formats that perform best.',
    ],
    benefits: [
      'Publish more content every week for up to 70% less than a US content hire.',
      'Filipino creators are fluent in global social trends and create natively for short-form platforms.',
      'Get one creator who can write, design and edit instead of juggling several freelancers.',
      'Turn one recording into a week of content and get more value from what you already produce.',
      'Keep a consistent publishing schedule even when your in-house team is busy.',
    ],
  },

  ux_designers: {
    subtitle:
      'User-centered UX designers who research, wireframe and prototype products your customers find easy to use.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior UX designer creates wireframes, user flows and high-fidelity screens in Figma based on an existing design system and direction from a lead. They support usability tests, document findings and iterate quickly on feedback.',
    seniorJobDesc:
      'With 5+ years of experience, a senior UX designer leads research, defines information architecture and owns the end-to-end experience of complex products. They build and maintain design systems, work through trade-offs with product managers and engineers and use data and testing to justify design decisions.',
    jobDesc:
      'A UX designer makes your website or app easy and enjoyable to use. They research how customers behave, map user journeys, design wireframes and prototypes and test them with real users before development begins. Good UX reduces support requests, increases conversions and saves engineering time by getting the design right first.',
    responsibilities: [
      'Conduct user interviews, usability tests and heuristic reviews to identify pain points.',
      'Map user journeys, task flows and information architecture for websites and applications.',
      'Design wireframes, high-fidelity mockups and interactive prototypes in Figma.',
      'Build and maintain component libraries and design systems with documented usage guidelines.',
      'Apply WCAG accessibility standards to color contrast, typography, layout and interaction patterns.',
      'Hand off developer-ready specs and collaborate with engineers during implementation.',
    ],
    benefits: [
      'Add experienced design talent to your product team for up to 70% less than a US UX designer.',
      'Designers iterate on feedback overnight, so your team reviews updated prototypes at the start of the day.',
      'Work with designers experienced in Figma, design systems and Agile product teams.',
      'Catch usability problems before development starts and avoid costly rework.',
      'Get dedicated design capacity without the overhead of a design agency.',
    ],
  },

  graphic_designers: {
    subtitle:
      'Talented graphic designers who create on-brand visuals for your marketing, social media, packaging and sales materials.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior graphic designer produces social graphics, banners, presentation slides and simple print pieces in Adobe Creative Cloud and Canva. They work from existing brand guidelines and templates and turn requests around quickly.',
    seniorJobDesc:
      'With 5+ years of experience, a senior graphic designer develops brand identities, campaign concepts, packaging and complex print and digital layouts. They set visual standards, build templates for the rest of the team and art-direct photography, illustration and motion work.',
    jobDesc:
      'A graphic designer gives your brand a consistent, professional look everywhere customers see it. They design ads, social posts, presentations, brochures, packaging and website graphics that follow your brand guidelines and support your marketing goals. A dedicated designer means faster turnaround and a more cohesive brand than a rotating cast of freelancers.',
    responsibilities: [
      'Design social media graphics, display ads and email banners in Photoshop, Illustrator and Figma.',
      'Create print-ready brochures, flyers, trade show materials and packaging in InDesign and Illustrator.',
      'Build pitch decks and sales presentations in PowerPoint, Keynote or Google Slides.',
      'Develop and maintain brand guidelines, logo files and reusable templates.',
      'Prepare files to print and web specifications, including bleed, color profiles and export formats.',
      'Manage design requests and revision rounds in Trello, Asana or your project management tool.',
    ],
    benefits: [
      'Get a full-time designer for up to 70% less than a US hire or a design agency retainer.',
      'Submit design requests at the end of the day and receive drafts by the next morning.',
      'Work with designers trained in Adobe Creative Cloud and experienced with Western brand aesthetics.',
      'Maintain a consistent visual identity with one designer who knows your brand inside out.',
      'Cover marketing graphics, packaging and presentations without hiring multiple specialists.',
    ],
  },

  paid_search_and_ppc_specialist: {
    subtitle:
      'Data-driven PPC specialists who manage your Google, Microsoft and social ad campaigns to lower your cost per acquisition.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior PPC specialist builds ad groups, writes ad variations, adds negative keywords and monitors daily spend and performance. They work within an established account strategy and learn quickly from search term and conversion data.',
    seniorJobDesc:
      'With 5+ years of experience, a senior PPC specialist owns account strategy and budget across Google Ads, Microsoft Advertising and paid social, including bidding strategies, Performance Max and Shopping campaigns. They set up reliable conversion tracking, run structured tests and report results in terms of return on ad spend and customer acquisition cost.',
    jobDesc:
      'A paid search and PPC specialist makes every advertising dollar work harder. They research keywords, build and optimize campaigns, write and test ads and monitor performance daily to cut waste and scale what converts. For businesses spending meaningful budgets on Google or Meta, dedicated PPC management is often the fastest way to improve marketing returns.',
    responsibilities: [
      'Build and manage Search, Shopping, Display and Performance Max campaigns in Google Ads and Microsoft Advertising.',
      'Conduct keyword research and maintain negative keyword lists to reduce wasted spend.',
      'Write and A/B test responsive search ads and landing page variations.',
      'Set up and audit conversion tracking with Google Tag Manager, GA4 and offline conversion imports.',
      'Adjust bids, budgets and audiences against cost per acquisition and return on ad spend targets.',
      'Build Looker Studio dashboards and weekly reports that explain performance and next steps.',
    ],
    benefits: [
      'Get in-house PPC management for up to 70% less than a US specialist and keep more budget for ads.',
      'Campaigns and pacing are checked while your US team is offline, so overspend and disapprovals get caught early.',
      'Work with specialists, many Google Ads certified, who know the US, Canadian and Australian markets.',
      'Replace agency fees tied to your ad spend with a predictable monthly cost.',
      'Get the daily account attention that agencies managing dozens of clients rarely provide.',
    ],
  },

  video_editors_and_animators: {
    subtitle:
      'Creative video editors and animators who turn raw footage and ideas into polished videos for ads, social media and YouTube.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior video editor cuts short-form clips, adds captions, music and b-roll and formats videos for each platform in Premiere Pro or CapCut. They follow templates and style references and deliver consistent volume.',
    seniorJobDesc:
      'With 5+ years of experience, a senior video editor and animator handles long-form YouTube content, ad creative, explainer videos and motion graphics in After Effects. They bring storytelling, pacing and color grading skills and can set the visual style for all of your video output.',
    jobDesc:
      'A video editor and animator turns raw footage, screen recordings and scripts into engaging video content. They edit YouTube videos, social clips, ads, product demos and animated explainers that hold attention and communicate clearly. With video now central to marketing on every platform, a dedicated editor lets you publish more without slowing down your team.',
    responsibilities: [
      'Edit long-form and short-form videos in Adobe Premiere Pro, Final Cut Pro or DaVinci Resolve.',
      'Create motion graphics, lower thirds, logo animations and animated explainers in After Effects.',
      'Add captions, music, sound design and color correction to produce a polished final cut.',
      'Format and export videos for YouTube, TikTok, Instagram, LinkedIn and paid ad placements.',
      'Produce multiple ad creative variations to test hooks, formats and calls to action.',
      'Organize footage, project files and brand assets in a shared library for fast turnaround.',
    ],
    benefits: [
      'Get a dedicated editor for up to 70% less than a US-based video professional.',
      'Upload footage at the end of your day and review the edit the next morning.',
      'Publish more video on YouTube and social media without adding to your in-house workload.',
      'Work with editors skilled in the short-form styles, captions and hooks that perform today.',
      'Keep a consistent look across every video with one editor who knows your brand.',
    ],
  },
} satisfies CategoryRoleContent<'digital_marketing'>;
