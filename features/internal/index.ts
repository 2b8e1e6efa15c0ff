// spend-ui/features/internal: what code of this repository outside features/ (tests, the demo app's
// controls) takes from the features and the package does not publish: the failure-text builders, the quote's
// clocks, Central-time formatting. No entry of package.json "exports" leads here, and the library build
// leaves it out; features/ import these by relative path.
export { failureMessage, fromErrors, fromResults } from '../api/failureMessage.js';
export { createManualClock, systemClock } from '../fx/clock.js';
export type { ManualClock } from '../fx/clock.js';
export { centralDateTime } from '../format/dates.js';
