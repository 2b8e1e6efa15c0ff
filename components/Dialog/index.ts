export { Dialog } from './Dialog.js';
export type { DialogProps, DialogVariant, DialogContent } from './Dialog.js';
export { DialogTrigger } from './DialogTrigger.js';
export type { DialogTriggerProps } from './DialogTrigger.js';
