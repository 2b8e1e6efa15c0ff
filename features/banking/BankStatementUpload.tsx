import { useId, useState } from 'react';
import { FileUpload, Heading, Stack, Text } from 'spend-ui';
import { useUploadStatement } from './api.js';
import { fileUploadRuleProps } from '../api/uploads.js';
import { BANK_STATEMENTS, BANK_STATEMENTS_HINT, STATEMENT_UPLOADED, UPLOAD_STATEMENT } from './messages.js';
import { BANK_DOCUMENT_FILES } from './model.js';

/** Bank statement upload (§2, §5): one file of .pdf, .jpg, .jpeg or .png, sent as it is chosen. */
export function BankStatementUpload() {
  const headingId = useId();
  const upload = useUploadStatement();
  const [uploaded, setUploaded] = useState<string | null>(null);
  return (
    <Stack gap="lg" as="section" aria-labelledby={headingId}>
      <Heading level={2} tone="default" id={headingId}>
        {BANK_STATEMENTS}
      </Heading>
      <FileUpload
        label={UPLOAD_STATEMENT}
        description={BANK_STATEMENTS_HINT}
        {...fileUploadRuleProps(BANK_DOCUMENT_FILES)}
        progress={upload.progress}
        isDisabled={upload.pending}
        onFileChange={(file) => {
          if (!file) return;
          setUploaded(null);
          void upload.run(file).then((outcome) => {
            if (outcome.status === 'done') setUploaded(file.name);
          });
        }}
      />
      {uploaded && <Text size="sm" tone="muted" role="status">{`${uploaded}: ${STATEMENT_UPLOADED}`}</Text>}
    </Stack>
  );
}
