export { OneTimeCodeConfirmation } from './OneTimeCodeConfirmation.js';
export type { OneTimeCodeConfirmationProps } from './OneTimeCodeConfirmation.js';
export { OneTimeCodeEntry } from './OneTimeCodeEntry.js';
export type { OneTimeCodeEntryProps } from './OneTimeCodeEntry.js';
export { useOneTimeCodeRequest } from './useOneTimeCodeRequest.js';
export type { OneTimeCodeRequestOptions, OneTimeCodeRequest } from './useOneTimeCodeRequest.js';
export type { CodeChannel } from './model.js';
