export { CopyButton } from './CopyButton.js';
export type { CopyButtonProps } from './CopyButton.js';
export type { ClipboardWriter, UseCopyButtonOptions } from './useCopyButton.js';
