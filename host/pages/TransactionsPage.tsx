import { TransactionsPage as TransactionsScreen } from 'spend-ui/features';
import { useSession } from '../session/index.js';

/** / and /transactions: the signed-in user's Transactions page. */
export default function TransactionsPage() {
  const { user } = useSession();
  return user ? <TransactionsScreen user={user} /> : null;
}
