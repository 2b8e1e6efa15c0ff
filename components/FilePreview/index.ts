export { FilePreview, previewKindOf } from './FilePreview.js';
export type { FilePreviewProps, FilePreviewKind } from './FilePreview.js';
export { safeUrl } from './safeUrl.js';
export type { SafeUrlUse } from './safeUrl.js';
