export { FilePreview } from './FilePreview.js';
export type { FilePreviewProps } from './FilePreview.js';
export type { FileLoader } from './usePreviewedFile.js';
export { safeUrl } from './safeUrl.js';
export type { SafeUrlUse } from './safeUrl.js';
