import type { CategoryRoleContent } from './types';

export const engineeringAndItContent = {
  frontend_engineers: {
    subtitle:
      'Skilled frontend engineers who build fast, accessible and responsive web interfaces with React and TypeScript.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior frontend engineer builds UI components, implements Figma designs and fixes bugs in React and TypeScript codebases under the guidance of senior developers. They write clean, semantic HTML and CSS, pick up your conventions quickly and respond well to code review.',
    seniorJobDesc:
      'With 5+ years of experience, a senior frontend engineer designs frontend architecture, state management and component libraries and owns performance and accessibility across your application. They review code, mentor other developers and work with product and design to ship features end to end.',
    jobDesc:
      'A frontend engineer builds the part of your web application that users see and interact with. They turn designs into responsive, accessible interfaces, connect them to your APIs and make sure pages load quickly on every device. Strong frontend work directly affects conversion, user satisfaction and how polished your product feels.',
    responsibilities: [
      'Build reusable UI components in React and TypeScript, with Next.js or Vite as the project requires.',
      'Translate Figma designs into pixel-accurate, responsive layouts with CSS, Tailwind CSS or CSS-in-JS.',
      'Meet WCAG 2.1 AA accessibility standards with semantic HTML, keyboard navigation and ARIA attributes.',
      'Integrate REST and GraphQL APIs and manage state with TanStack Query, Redux Toolkit or Zustand.',
      'Write component tests with Vitest or Jest and React Testing Library and end-to-end tests in Playwright or Cypress.',
      'Improve Core Web Vitals through code splitting, image optimization and bundle analysis.',
    ],
    benefits: [
      'Hire experienced React and TypeScript developers for up to 70% less than US market rates.',
      'Development continues overnight, so pull requests are ready for review when your US team logs on.',
      'Developers work inside your GitHub, Jira and Slack and follow your existing code review process.',
      'Add frontend capacity for a redesign or new product without a long local hiring cycle.',
      'Clear written English makes async collaboration with your product managers and designers straightforward.',
    ],
  },

  backend_engineers: {
    subtitle:
      'Reliable backend engineers who build secure APIs, services and data layers that scale with your business.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior backend engineer builds API endpoints, writes database queries and fixes bugs in Node.js, Python, Java or PHP services under senior guidance. They write unit tests for their code and learn your architecture through code review.',
    seniorJobDesc:
      'With 5+ years of experience, a senior backend engineer designs service architecture, data models and integrations and makes the calls on performance, security and scalability. They lead code reviews, own production reliability and mentor other engineers.',
    jobDesc:
      'A backend engineer builds the server-side logic, APIs and data storage that power your application. They design how data is stored and accessed, integrate third-party services such as payments and email and keep systems secure and fast as usage grows. A solid backend is what lets your product serve more customers without breaking.',
    responsibilities: [
      'Design and build REST or GraphQL APIs in Node.js, Python (Django or FastAPI), Java (Spring Boot), Go or PHP (Laravel).',
      'Model data and write efficient queries for PostgreSQL, MySQL, MongoDB or Redis.',
      'Integrate third-party services such as Stripe, Twilio, SendGrid and OAuth identity providers.',
      'Implement authentication, authorization, input validation and other OWASP-recommended security practices.',
      'Write unit and integration tests and maintain CI pipelines in GitHub Actions or GitLab CI.',
      'Monitor, troubleshoot and optimize production services using logs, metrics and distributed tracing.',
    ],
    benefits: [
      'Add senior backend expertise for up to 70% less than the cost of a US engineer.',
      'Ship features faster because development keeps going after your local team signs off.',
      'Engineers bring experience with modern stacks, cloud platforms and Agile workflows.',
      'Keep your in-house team focused on architecture and product while a remote engineer expands capacity.',
      'Retain system knowledge long-term with dedicated engineers instead of short freelance contracts.',
    ],
  },

  full_stack_engineers: {
    subtitle: 'Versatile full stack engineers who ship complete features, from the database to the user interface.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior full stack engineer builds smaller features across the frontend and backend, such as forms, API endpoints and admin screens, in stacks like React with Node.js. They work from well-scoped tickets and grow quickly through code review and pairing.',
    seniorJobDesc:
      'With 5+ years of experience, a senior full stack engineer takes features from idea to production across the whole stack, making sound decisions about data models, APIs, UI and deployment. They can lead a small product team, set technical standards and build an MVP largely on their own.',
    jobDesc:
      'A full stack engineer works across both the frontend and backend of your application, so one person can deliver a complete feature. They build user interfaces, write APIs, manage databases and handle deployment. For startups and small product teams, full stack engineers offer flexibility and speed without a separate specialist for every layer.',
    responsibilities: [
      'Build end-to-end features with React or Vue on the frontend and Node.js, Python, Ruby on Rails or Laravel on the backend.',
      'Design database schemas and migrations in PostgreSQL or MySQL with ORMs such as Prisma, Drizzle or Sequelize.',
      'Create and document REST or GraphQL APIs consumed by web and mobile clients.',
      'Deploy applications to AWS, Vercel, Render or Heroku and manage environment configuration and secrets.',
      'Write automated tests across the stack and fix bugs found in QA and production.',
      'Estimate work, break features into tickets and demo progress in sprint reviews.',
    ],
    benefits: [
      'Get one engineer who covers frontend and backend for up to 70% less than a US full stack hire.',
      'Build and iterate on an MVP quickly with a developer who can own a feature end to end.',
      'Use the time difference to keep development moving around the clock alongside your local team.',
      'Cut the handoffs and delays that come with separate frontend and backend contractors.',
      'Grow into a full product team from the same talent pool as your product matures.',
    ],
  },

  mobile_developers: {
    subtitle: 'Experienced mobile developers who build, launch and maintain high-quality iOS and Android apps.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior mobile developer builds screens, fixes bugs and integrates APIs in React Native, Flutter, Swift or Kotlin apps under senior guidance. They test on real devices and simulators and follow the patterns already in your app.',
    seniorJobDesc:
      'With 5+ years of experience, a senior mobile developer architects apps for performance and offline use, manages releases through the App Store and Google Play and handles push notifications, in-app purchases and device integrations. They set coding standards and guide product decisions with deep platform knowledge.',
    jobDesc:
      'A mobile developer builds the apps your customers use on their phones and tablets. They create native or cross-platform iOS and Android apps, connect them to your backend and handle app store submissions, updates and crash fixes. A well-built app keeps customers engaged and opens new channels for sales and service.',
    responsibilities: [
      'Build cross-platform apps in React Native or Flutter, or native apps in Swift and Kotlin.',
      'Integrate APIs, authentication, push notifications and in-app purchases.',
      'Implement accessible mobile UI that follows Apple Human Interface Guidelines and Material Design.',
      'Prepare builds and manage releases through App Store Connect, TestFlight and Google Play Console.',
      'Monitor crashes and performance with Firebase Crashlytics or Sentry and ship fixes quickly.',
      'Write unit and UI tests and automate builds with Fastlane, Bitrise or GitHub Actions.',
    ],
    benefits: [
      'Build your iOS and Android apps for up to 70% less than hiring US mobile developers.',
      'Fixes and updates are built and submitted overnight, with minimal disruption to your US team.',
      'Access developers experienced in both cross-platform frameworks and native development.',
      'Keep a dedicated developer on your app long-term instead of paying an agency for every update.',
      'Add mobile expertise to a web-focused team without retraining your existing engineers.',
    ],
  },

  data_analysts: {
    subtitle:
      'Sharp data analysts who turn raw data into clear dashboards, reports and insights your team can act on.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior data analyst cleans data, writes SQL queries, maintains spreadsheets and builds standard reports and dashboards. They check their numbers carefully and learn your business metrics quickly.',
    seniorJobDesc:
      'With 5+ years of experience, a senior data analyst defines KPIs with stakeholders, designs data models and dashboards and runs deeper work such as cohort, funnel and A/B test analysis. They translate findings into recommendations leadership can act on and improve data quality across teams.',
    jobDesc:
      'A data analyst helps your business make decisions based on evidence rather than instinct. They gather data from your CRM, e-commerce platform, marketing tools and databases, clean and combine it and present the results in dashboards and reports. Good analysis shows you which products, channels and customers actually drive growth.',
    responsibilities: [
      'Write SQL queries against PostgreSQL, MySQL, BigQuery or Snowflake to extract and join data.',
      'Build and maintain dashboards in Power BI, Tableau, Looker Studio or Metabase.',
      'Clean, transform and validate data in Excel, Google Sheets or Python with pandas.',
      'Analyze sales, marketing, operations and customer behavior trends and summarize the key findings.',
      'Run cohort, funnel and retention analyses and evaluate A/B test results.',
      'Document metric definitions and data sources so reports stay consistent across teams.',
    ],
    benefits: [
      'Add dedicated analytics capacity for up to 70% less than a US data analyst.',
      'Dashboards are refreshed and weekly reports prepared before your leadership meeting.',
      'Work with analysts skilled in SQL, BI tools and spreadsheet modeling.',
      'Replace manual spreadsheet reporting with automated, reliable dashboards.',
      'Give every department answers without waiting on an overloaded engineering team.',
    ],
  },

  database_engineers: {
    subtitle:
      'Dependable database engineers who design, tune and protect the databases your applications rely on.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior database engineer writes and optimizes queries, runs routine maintenance, monitors backups and supports developers with schema changes under senior oversight. They follow change-management procedures carefully.',
    seniorJobDesc:
      'With 5+ years of experience, a senior database engineer designs schemas and data architecture, plans replication, high availability and disaster recovery and leads major migrations and upgrades. They diagnose performance problems at scale and set security and access standards for your data.',
    jobDesc:
      'A database engineer keeps your data fast, safe and available. They design database structures, tune queries and indexes, manage backups and replication and plan migrations as your systems grow. For any business whose application or reporting depends on a database, this role prevents slowdowns, outages and data loss.',
    responsibilities: [
      'Design and maintain schemas, indexes and constraints in PostgreSQL, MySQL, SQL Server or Oracle.',
      'Analyze slow queries with execution plans and tune indexes, queries and server configuration.',
      'Configure and test backups, point-in-time recovery, replication and failover.',
      'Plan and execute database migrations and version upgrades with minimal downtime.',
      'Administer managed database services such as Amazon RDS, Aurora, Azure SQL or Cloud SQL.',
      'Enforce access controls, encryption and audit logging to protect sensitive data.',
    ],
    benefits: [
      'Secure specialized database expertise for up to 70% less than a US-based DBA.',
      'Run maintenance windows, patches and migrations during your overnight off-peak hours.',
      'Catch performance and capacity problems before they become customer-facing outages.',
      'Access engineers experienced with both on-premises and cloud-managed databases.',
      'Reduce dependence on a single in-house expert by adding a dedicated database resource.',
    ],
  },

  cloud_engineers: {
    subtitle:
      'Hands-on cloud engineers who build, automate and secure your infrastructure on AWS, Azure and Google Cloud.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior cloud engineer provisions resources, updates CI/CD pipelines, responds to monitoring alerts and maintains infrastructure-as-code templates under senior supervision. Many hold associate-level AWS or Azure certifications and are eager to deepen their skills.',
    seniorJobDesc:
      'With 5+ years of experience, a senior cloud engineer designs cloud architecture for reliability, security and cost, runs Kubernetes clusters and leads migrations from on-premises or between providers. They define infrastructure-as-code standards, incident response practices and cost optimization plans.',
    jobDesc:
      'A cloud engineer builds and runs the infrastructure your applications live on. They provision servers, networks and managed services, automate deployments, monitor systems and keep environments secure and cost-efficient. With a dedicated cloud engineer, your developers ship faster and your infrastructure stays stable as traffic grows.',
    responsibilities: [
      'Provision and manage infrastructure on AWS, Microsoft Azure or Google Cloud with Terraform, CloudFormation or Pulumi.',
      'Build and maintain CI/CD pipelines in GitHub Actions, GitLab CI, Jenkins or Azure DevOps.',
      'Containerize applications with Docker and run them on Kubernetes, Amazon ECS or similar platforms.',
      'Set up monitoring, logging and alerting with CloudWatch, Datadog, Prometheus or Grafana.',
      'Apply least-privilege IAM, network segmentation, patching and backup policies.',
      'Review cloud bills and right-size compute, storage and reserved capacity to control costs.',
    ],
    benefits: [
      'Hire cloud and DevOps talent for up to 70% less than US market rates.',
      'Provide after-hours monitoring and incident response during the US night.',
      'Lower your monthly cloud bill with an engineer who reviews usage and cost every week.',
      'Automate manual deployments and infrastructure changes to reduce human error.',
      'Work with engineers experienced across AWS, Azure and Google Cloud.',
    ],
  },

  quality_assurance_analysts: {
    subtitle:
      'Meticulous quality assurance analysts who find bugs before your customers do, through manual and automated testing.',
    juniorJobDesc:
      'With 0-2 years of experience, a junior QA analyst executes manual test cases, performs exploratory and regression testing and logs clear, reproducible bug reports. They test across browsers and devices and learn your product workflows in depth.',
    seniorJobDesc:
      'With 5+ years of experience, a senior QA analyst designs test strategies, builds and maintains automated test suites and integrates them into CI/CD pipelines. They define release criteria, lead regression cycles and mentor other testers on quality practices.',
    jobDesc:
      'A quality assurance analyst makes sure every release works the way it should. They write and run test cases, automate repetitive checks, report defects in detail and verify fixes before code reaches production. Dedicated QA reduces customer-facing bugs, protects your reputation and frees developers from testing their own work.',
    responsibilities: [
      'Write test plans and test cases from user stories and acceptance criteria.',
      'Run manual functional, regression, exploratory and cross-browser testing on web and mobile apps.',
      'Build automated tests with Playwright, Cypress, Selenium or Appium and run them in CI.',
      'Test APIs with Postman or REST Assured, validating responses, error handling and edge cases.',
      'Log detailed, reproducible defects in Jira with steps, screenshots and environment details.',
      'Verify fixes, track release readiness and report on test coverage and open defects.',
    ],
    benefits: [
      'Build a dedicated QA function for up to 70% less than hiring US testers.',
      'Builds are tested overnight, so developers start the day with a verified release and a clear bug list.',
      'Catch defects before release instead of hearing about them from customers.',
      'Add both manual testers and automation engineers from the same talent pool.',
      'Free your developers to focus on building features rather than testing them.',
    ],
  },

  help_desks_specialist: {
    subtitle:
      "Responsive help desk specialists who keep your employees' computers, accounts and software running smoothly.",
    juniorJobDesc:
      'With 0-2 years of experience, a junior help desk specialist handles Tier 1 IT tickets such as password resets, account unlocks, software installs and printer issues through your ticketing system. They follow documented procedures and escalate network and server issues appropriately.',
    seniorJobDesc:
      'With 5+ years of experience, a senior help desk specialist resolves complex Tier 2 issues across Microsoft 365, Google Workspace, endpoints and networks, administers devices and identities and maintains the IT knowledge base. They handle onboarding and offboarding end to end and can lead a small support team.',
    jobDesc:
      "A help desk specialist is your team's first call when technology gets in the way of work. They troubleshoot hardware, software and account issues, manage user access and devices and keep IT tickets moving to resolution. For small and mid-sized businesses and managed service providers, a remote help desk delivers responsive IT support without an on-site team.",
    responsibilities: [
      'Resolve IT tickets by phone, chat and email in Freshservice, ServiceNow, Zendesk or ConnectWise.',
      'Reset passwords, manage MFA and administer user accounts in Microsoft Entra ID, Microsoft 365 and Google Workspace.',
      'Troubleshoot Windows and macOS laptops, VPN connections, printers and common business applications remotely.',
      'Enroll and manage devices with Microsoft Intune, Jamf or your MDM platform.',
      'Set up accounts, licenses and equipment for new hires and revoke access for departing employees.',
      'Write and update knowledge base articles for recurring issues.',
    ],
    benefits: [
      'Provide responsive IT support to your staff for up to 70% less than a US help desk technician.',
      'Offer after-hours and weekend IT coverage for employees working across time zones.',
      'Managed service providers can extend their service desk to more clients without local hiring.',
      'Reduce employee downtime with fast, documented ticket resolution.',
      'Work with technicians familiar with Microsoft 365, Google Workspace and common MSP tools.',
    ],
  },
} satisfies CategoryRoleContent<'engineering_and_it'>;
