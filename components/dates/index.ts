export { formatDate, toApiDate, fromApiDate, formatDateTime, toApiDateTime } from './dateFormat.js';
export type { InstantInput } from './dateFormat.js';
