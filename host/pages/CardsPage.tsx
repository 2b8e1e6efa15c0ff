import { CardsPage as CardsScreen } from 'spend-ui/features';
import { useSession } from '../session/index.js';

/** /cards: the cards page for the signed-in user. */
export default function CardsPage() {
  const { user } = useSession();
  return user ? <CardsScreen user={user} /> : null;
}
