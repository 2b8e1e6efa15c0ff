export { formatDate, formatDateTime } from './dateFormat.js';
export type { InstantInput } from './dateFormat.js';
