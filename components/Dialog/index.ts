export { Dialog } from './Dialog.js';
export type { DialogContent, DialogLabels, DialogProps, DialogVariant } from './Dialog.js';
export { DialogTrigger } from './DialogTrigger.js';
export type { DialogTriggerProps } from './DialogTrigger.js';
