export { FileUpload } from './FileUpload.js';
export type { FileUploadProps, CurrentFile } from './FileUpload.js';
export { isAcceptedFile } from './acceptFile.js';
