import { useId, useRef } from 'react';
import { Check, X } from 'lucide-react';
import { Button, FilePreview, FileUpload, Icon, StatusChip, Inline } from 'spend-ui';
import { mayChangeMemoAndReceipt, receiptActionFor } from '../access/scopes.js';
import { useFileLoader } from '../api/downloads.js';
import { fileUploadRuleProps, RECEIPT_FILES } from '../api/uploads.js';
import { useViewer } from '../session/Viewer.js';
import { useApproveReceipt, useUploadReceipt } from './api.js';
import {
  APPROVAL_REQUEST_PENDING,
  APPROVE_RECEIPT,
  ESCALATE_TO_MANAGER,
  OCR_FLAG_LABELS,
  RECEIPT,
  RECEIPT_STATE_LABELS,
  UPLOAD_RECEIPT,
} from './messages.js';
import { receiptNeedsApproval, receiptState, type ReceiptState, type Transaction } from './model.js';
import { Section } from './TransactionsPage.styles.js';

const STATE_TONES: Record<ReceiptState, 'neutral' | 'warning' | 'success' | 'danger'> = {
  'not-uploaded': 'neutral',
  'not-matched': 'warning',
  matched: 'success',
  rejected: 'danger',
};

export interface ReceiptSectionProps {
  transaction: Transaction;
}

/**
 * The receipt: its state and OCR match flags, an image or PDF preview, upload (owner only, with
 * progress) and, for an unmatched receipt, Approve Receipt (role 1, not on their own) or Escalate to
 * Manager (others, and role 1 on their own) — or, once escalated, that the request is pending.
 */
export function ReceiptSection({ transaction }: ReceiptSectionProps) {
  const { user } = useViewer();
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const upload = useUploadReceipt(transaction);
  const approve = useApproveReceipt(transaction.id);
  const loadFile = useFileLoader();
  const state = receiptState(transaction);
  const action = receiptActionFor(user, transaction);
  const receipt = transaction.receipt_response;
  const source = receipt?.receipt_image ?? receipt?.file ?? null;
  const ocr = receipt?.ocr;
  const description = `${RECEIPT} for ${transaction.merchant_name ?? 'the transaction'}`;

  return (
    // The region takes focus while a receipt uploads: the chooser's button is disabled meanwhile, and
    // focus on a disabled button would fall to the page, out of the drawer (Escape would not reach it).
    <Section aria-labelledby={headingId} ref={sectionRef} tabIndex={-1}>
      <Inline align="center">
        <h3 id={headingId}>{RECEIPT}</h3>
        <StatusChip tone={STATE_TONES[state]}>{RECEIPT_STATE_LABELS[state]}</StatusChip>
      </Inline>
      {ocr && (
        <ul aria-label="Receipt checks">
          {(Object.keys(OCR_FLAG_LABELS) as Array<keyof typeof OCR_FLAG_LABELS>).map((flag) => (
            <li key={flag}>
              <Inline align="center">
                <Icon icon={ocr[flag] ? Check : X} size="sm" />
                {OCR_FLAG_LABELS[flag]} {ocr[flag] ? 'matched' : 'not matched'}
              </Inline>
            </li>
          ))}
        </ul>
      )}
      {source && (
        <FilePreview
          src={source}
          load={loadFile}
          alt={description}
          caption={receipt?.file}
          pdfHeight={360}
          unsupportedText={RECEIPT_FILES.message}
        />
      )}
      {mayChangeMemoAndReceipt(user, transaction) && (
        <FileUpload
          label={UPLOAD_RECEIPT}
          {...fileUploadRuleProps(RECEIPT_FILES)}
          progress={upload.progress}
          isDisabled={upload.pending}
          onFileChange={(file) => {
            if (!file) return;
            sectionRef.current?.focus();
            void upload.run(file);
          }}
        />
      )}
      {receiptNeedsApproval(transaction) && action && (
        <Inline align="center">
          {action === 'approve' ? (
            <Button onPress={() => void approve.run()} isPending={approve.pending}>
              {APPROVE_RECEIPT}
            </Button>
          ) : transaction.receipt_approval_pending ? (
            <StatusChip tone="info">{APPROVAL_REQUEST_PENDING}</StatusChip>
          ) : (
            <Button variant="secondary" onPress={() => void approve.run()} isPending={approve.pending}>
              {ESCALATE_TO_MANAGER}
            </Button>
          )}
        </Inline>
      )}
    </Section>
  );
}
