export { FileUpload } from './FileUpload.js';
export type { FileUploadProps, CurrentFile } from './FileUpload.js';
export { acceptedFile } from './acceptFile.js';
