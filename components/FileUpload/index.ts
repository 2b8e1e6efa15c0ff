export { FileUpload } from './FileUpload.js';
export type { FileUploadLabels, FileUploadProps, CurrentFile } from './FileUpload.js';
export { acceptedFile } from './acceptFile.js';
