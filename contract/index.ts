import { initContract } from '@ts-rest/core';
import { adminOverviewContract } from './admin-overview.js';
import { commonErrorResponses } from './common.js';
import { applicantsContract } from './applicants.js';
import { auditLogContract } from './audit-log.js';
import { billingContract } from './billing.js';
import { franchiseContract } from './franchise.js';
import { jobsContract } from './jobs.js';
import { mailContract } from './mail.js';
import { inquiriesContract } from './inquiries.js';
import { messagesContract } from './messages.js';
import { passkeysContract } from './passkeys.js';
import { paymentsContract } from './payments.js';
import { placementsContract } from './placements.js';
import { talentsContract } from './talents.js';
import { teamBillingContract } from './team-billing.js';
import { adminTimesheetsContract, timesheetsContract } from './timesheets.js';
import { usersContract } from './users.js';

const c = initContract();

/** The whole `/api/v1` API: one sub-router per feature. */
export const apiContract = c.router(
  {
    users: usersContract,
    passkeys: passkeysContract,
    messages: messagesContract,
    inquiries: inquiriesContract,
    franchise: franchiseContract,
    jobs: jobsContract,
    applicants: applicantsContract,
    billing: billingContract,
    payments: paymentsContract,
    adminOverview: adminOverviewContract,
    mail: mailContract,
    auditLog: auditLogContract,
    placements: placementsContract,
    talents: talentsContract,
    adminTimesheets: adminTimesheetsContract,
    timesheets: timesheetsContract,
    teamBilling: teamBillingContract,
  },
  {
    pathPrefix: '/api/v1',
    commonResponses: commonErrorResponses,
    strictStatusCodes: true,
  },
);
export type ApiContract = typeof apiContract;
