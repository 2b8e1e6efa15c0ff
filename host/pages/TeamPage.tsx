import { TeamPage as TeamScreen } from 'spend-ui/features';
import { useSession } from '../session/index.js';

/** /team: the team page for the signed-in user. */
export default function TeamPage() {
  const { user } = useSession();
  return user ? <TeamScreen user={user} /> : null;
}
