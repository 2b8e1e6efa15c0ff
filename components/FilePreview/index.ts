export { FilePreview, previewKindOf } from './FilePreview.js';
export type { FilePreviewProps, FilePreviewKind } from './FilePreview.js';
