export { FileUpload } from './FileUpload.js';
export type { FileUploadProps, CurrentFile } from './FileUpload.js';
export { readFileFormat, withFormatType } from './fileFormat.js';
export type { FileFormat, FileFormatDescription } from './fileFormat.js';
export { acceptedFile } from './acceptFile.js';
