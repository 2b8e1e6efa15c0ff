// Who may do what: `can(user, capability)` and the scopes the role tables give as values (the roles themselves are the session's).
export { can } from './capabilities.js';
export type { Capability } from './capabilities.js';
