export { FilePreview } from './FilePreview.js';
export type { FilePreviewProps } from './FilePreview.js';
export { safeUrl } from './safeUrl.js';
export type { SafeUrlUse } from './safeUrl.js';
