export * from './model.js';
export * from './failures.js';
export * from './api.js';
export * from './codeSentText.js';
export * from './useOneTimeCodeRequest.js';
export * from './OneTimeCodeEntry.js';
export * from './OneTimeCodeConfirmation.js';
