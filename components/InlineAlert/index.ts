export { InlineAlert } from './InlineAlert.js';
export type { InlineAlertProps, InlineAlertTone } from './InlineAlert.js';
