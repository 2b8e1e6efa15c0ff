// Who may do what: `can(user, capability)` and the scopes the role tables give as values (the roles themselves are the session's).
export { BETA_FEATURES, CAPABILITIES, can, hasBetaFeature } from './capabilities.js';
export type { BetaFeature, Capability } from './capabilities.js';
export {
  cardListScope,
  cardScale,
  inviteRoleLabel,
  inviteRoleOptions,
  mayChangeMemoAndReceipt,
  mayEditMember,
  mayToggleMemberActive,
  transactionScale,
  transactionTabsFor,
} from './scopes.js';
export type { CardListScope, InviteRole, InviteRoleOption, TransactionTab, TransactionTabOption } from './scopes.js';
