import { timesheetMessages } from '../../../contract/timesheets.js';
import { conflict, notFound } from '../../lib/errors.js';

/** The admin side's errors; the codes are the ones the talent's and customer's side answer too. */
export const adminTimesheetErrors = {
  notFound: () => notFound('timesheets.not_found', timesheetMessages.notFound),
  notDisputed: () => conflict('timesheets.not_disputed', timesheetMessages.notDisputed),
};
