import { FileUpload, type FileUploadProps } from 'spend-ui';
import type { ApiUpload } from '../api/uploads.js';
import { fileUploadRuleProps } from '../api/uploads.js';
import type { BoundProp } from '../forms/boundProps.js';
import { bindField } from '../forms/bindField.js';
import { stateProps } from '../forms/fieldProps.js';
import type { UploadedKybFile } from './kybForm.js';
import { CREDIT_DOCUMENT_FILES } from './model.js';

interface KybFileUploadOwnProps extends Omit<
  FileUploadProps,
  BoundProp | 'onFileChange' | 'accept' | 'rejectMessage' | 'maxSize' | 'tooLargeMessage'
> {
  /** The upload that saves a chosen file at once (§7 save-in-progress). */
  upload: ApiUpload<[File], UploadedKybFile>;
}

function isUploadedFile(value: unknown): value is UploadedKybFile {
  return typeof value === 'object' && value !== null && 'name' in value && 'url' in value;
}

/**
 * A PDF of the credit section (financial statement, void cheque: kyb-onboarding.md §4.3, §5.6), saved
 * as soon as it is chosen with its progress shown; the form keeps the server's name and url, shown as
 * a link that opens in a new tab. A failed upload keeps the previous file (the action's toast says why).
 */
export const KybFileUpload = bindField<FileUploadProps, UploadedKybFile, KybFileUploadOwnProps>(
  FileUpload,
  ({ upload, ...own }, field) => {
    const current = isUploadedFile(field.value) ? field.value : null;
    return {
      ...own,
      ...stateProps(own, field),
      name: field.name,
      // Type and size (the 10 MB of every upload) checked before anything is sent.
      ...fileUploadRuleProps(CREDIT_DOCUMENT_FILES),
      progress: upload.progress,
      currentFile: current ? { name: current.name, href: current.url } : undefined,
      onFileChange: (file) => {
        if (!file) return;
        void upload.run(file).then((outcome) => {
          if (outcome.status !== 'done') return;
          field.onChange(outcome.value);
          field.onBlur();
        });
      },
    };
  },
);
