// What other features may do with single-use links: issue one for a purpose and subject, read it,
// spend it, count or revoke a subject's links. The table stays this feature's.
export {
  countTokensSince,
  deleteSpentTokens,
  findToken,
  issueToken,
  latestToken,
  revokeTokens,
  spendToken,
  type FoundToken,
  type IssuedToken,
  type TokenPurpose,
} from './single-use-tokens.js';
