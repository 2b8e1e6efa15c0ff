import { useEffect, useRef, useState } from 'react';
import { X } from 'lucide-react';
import {
  Accordion,
  Button,
  DescriptionList,
  EmptyState,
  FilePreview,
  Icon,
  Skeleton,
  StatusChip,
  type AccordionHandle,
  ActionBar,
  Stack,
  Inline,
} from 'spend-ui';
import { useFileLoader } from '../api/downloads.js';
import { RECEIPT_FILES } from '../api/uploads.js';
import { centralDateTime, formatMoney } from '../format/index.js';
import { APPROVE_RECEIPT } from '../transactions/messages.js';
import { useDecideReceiptApproval, useReceiptApprovals } from './api.js';
import {
  APPROVALS_LOAD_FAILED,
  NO_PENDING_APPROVAL_REQUESTS,
  PENDING,
  RECEIPT_APPROVAL_TITLE,
  REJECTED,
  REJECT_RECEIPT,
} from './messages.js';
import {
  approvalReceipt,
  approvalState,
  focusAfterDecision,
  type ApprovalDecision,
  type DecidedRequest,
  type ReceiptApproval,
} from './model.js';
import { DomainPage, QueryState } from '../page/index.js';

function requesterOf(request: ReceiptApproval): string {
  return request.requested_by?.name || 'Unknown requester';
}

function RequestHeading({ request }: { request: ReceiptApproval }) {
  const rejected = approvalState(request) === 'rejected';
  return (
    <Inline as="span" inTextLine align="center">
      <span>
        {requesterOf(request)} · {request.transaction?.merchant_name ?? ''} ·{' '}
        {formatMoney(request.transaction?.transaction_amount ?? 0)}
      </span>
      {rejected ? (
        <StatusChip tone="danger">
          <Icon icon={X} size="sm" />
          {REJECTED}
        </StatusChip>
      ) : (
        <StatusChip tone="warning">{PENDING}</StatusChip>
      )}
    </Inline>
  );
}

interface RequestDetailsProps {
  request: ReceiptApproval;
  deciding: ApprovalDecision | null;
  onDecide: (decision: ApprovalDecision) => void;
}

function RequestDetails({ request, deciding, onDecide }: RequestDetailsProps) {
  const receipt = approvalReceipt(request);
  const loadFile = useFileLoader();
  const merchant = request.transaction?.merchant_name ?? '';
  const rows: Array<[string, string]> = [
    ['Requested by', requesterOf(request)],
    ['Merchant', merchant],
    ['Transaction Date', centralDateTime(request.transaction?.transaction_date)],
    ['Amount', formatMoney(request.transaction?.transaction_amount ?? 0)],
  ];
  return (
    <Stack>
      <DescriptionList
        layout="columns"
        termColumn="minmax(120px, auto)"
        valueColumn="1fr"
        rowGap="sm"
        items={rows.map(([term, value]) => ({ term, description: value }))}
      />
      {receipt && (
        <FilePreview
          src={receipt.src}
          load={loadFile}
          unsupportedText={RECEIPT_FILES.message}
          alt={`Receipt for ${merchant || 'the transaction'}`}
          caption={receipt.fileName}
          pdfHeight={360}
        />
      )}
      {approvalState(request) === 'pending' && (
        <ActionBar justify="start">
          {/* The pressed button stays enabled (pending) so keyboard focus stays on it while it runs. */}
          <Button
            variant="secondary"
            isPending={deciding === 'reject'}
            isDisabled={deciding === 'approve'}
            onPress={() => onDecide('reject')}
          >
            {REJECT_RECEIPT}
          </Button>
          <Button
            isPending={deciding === 'approve'}
            isDisabled={deciding === 'reject'}
            onPress={() => onDecide('approve')}
          >
            {APPROVE_RECEIPT}
          </Button>
        </ActionBar>
      )}
    </Stack>
  );
}

/**
 * Receipt Approval Requests (/receipt-approval): the requests the approver sees as expandable items —
 * requester, transaction summary, the receipt image or PDF, Reject Receipt and Approve Receipt for a
 * pending request, a red mark for a rejected one.
 */
export function ReceiptApprovalPage() {
  const approvals = useReceiptApprovals();
  const { data } = approvals;
  const decide = useDecideReceiptApproval();
  const [deciding, setDeciding] = useState<{ id: number; decision: ApprovalDecision } | null>(null);
  // Only open requests mount their receipt: a closed one would still load its image or PDF.
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  // After a decision the request's buttons leave: focus moves on to the next request, never to the page.
  const [decided, setDecided] = useState<DecidedRequest | null>(null);
  const focusMovedFor = useRef<DecidedRequest | null>(null);
  const accordion = useRef<AccordionHandle>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const requests = data ?? [];

  const run = async (id: number, decision: ApprovalDecision) => {
    const index = requests.findIndex((request) => request.id === id);
    setDeciding({ id, decision });
    const outcome = await decide.run(id, decision);
    setDeciding(null);
    if (outcome.status === 'done') setDecided({ id, index });
  };

  useEffect(() => {
    if (!decided || !data || focusMovedFor.current === decided) return;
    const target = focusAfterDecision(data, decided);
    if (target === 'wait') return;
    focusMovedFor.current = decided;
    if (target === 'heading' || !accordion.current?.focusItem(String(target.id))) heading.current?.focus();
  }, [data, decided]);
  const hasPending = requests.some((request) => approvalState(request) === 'pending');

  return (
    <DomainPage title={RECEIPT_APPROVAL_TITLE} titleRef={heading}>
      <QueryState
        query={approvals}
        failure={APPROVALS_LOAD_FAILED}
        loading={<Skeleton lines={6} label="Loading the approval requests" />}
      >
        {() => (
          <>
            {!hasPending && <EmptyState title={NO_PENDING_APPROVAL_REQUESTS} />}
            {requests.length > 0 && (
              <Accordion
                ref={accordion}
                headingLevel={2}
                allowsMultipleExpanded
                expandedKeys={expanded}
                onExpandedChange={setExpanded}
                items={requests.map((request) => ({
                  key: String(request.id),
                  title: <RequestHeading request={request} />,
                  content: expanded.has(String(request.id)) ? (
                    <RequestDetails
                      request={request}
                      deciding={deciding?.id === request.id ? deciding.decision : null}
                      onDecide={(decision) => void run(request.id, decision)}
                    />
                  ) : null,
                }))}
              />
            )}
          </>
        )}
      </QueryState>
    </DomainPage>
  );
}
