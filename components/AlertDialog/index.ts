export { AlertDialog } from './AlertDialog.js';
export type { AlertDialogProps, AlertDialogVariant } from './AlertDialog.js';
