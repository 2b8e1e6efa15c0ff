export { EmailAddress } from './EmailAddress.js';
export type { EmailAddressProps } from './EmailAddress.js';
