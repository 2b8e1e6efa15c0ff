import { Clock } from 'lucide-react';
import { Icon, StatusChip } from 'spend-ui';
import { ProcessingText } from './Cashback.styles.js';
import { withdrawalStatus, type Withdrawal } from './model.js';

/**
 * A withdrawal's derived status (§4): a chip (green success or "Reverted", red failed with the reason in
 * a tooltip reachable by keyboard), or "Processing" in orange without a chip.
 */
export function WithdrawalStatusCell({ withdrawal }: { withdrawal: Withdrawal }) {
  const status = withdrawalStatus(withdrawal);
  if (!status.chip) {
    return (
      <ProcessingText>
        <Icon icon={Clock} size="sm" />
        {status.label}
      </ProcessingText>
    );
  }
  return (
    <StatusChip tone={status.tone} reason={status.reason}>
      {status.label}
    </StatusChip>
  );
}
