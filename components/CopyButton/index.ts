export { CopyButton } from './CopyButton.js';
export type { CopyButtonProps } from './CopyButton.js';
export { browserClipboard, copyText, useCopyButton } from './useCopyButton.js';
export type { ClipboardWriter, UseCopyButtonOptions } from './useCopyButton.js';
