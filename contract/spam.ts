import { plainText } from './common.js';

/**
 * A field people never see (it is hidden off-screen and skipped by keyboard) but form-filling bots
 * do. A submission with it filled is answered as a success and stored nowhere.
 */
export const HONEYPOT_FIELD = 'faxNumber';
export const honeypotSchema = plainText('This field', 500).optional();
