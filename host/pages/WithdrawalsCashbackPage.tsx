import { WithdrawalsCashbackPage as WithdrawalsCashbackScreen } from 'spend-ui/features';
import { useSession } from '../session/index.js';

/** /withdrawals-cashback: Withdrawals, Cashback and Redemption Requests (the route table checks the role). */
export default function WithdrawalsCashbackPage() {
  const { user } = useSession();
  return user ? <WithdrawalsCashbackScreen user={user} /> : null;
}
