import { MessagesIntro } from '../features/messages/messages-intro';
import { useUser } from '../shell/session-context';
import ComingSoonRoute from './coming-soon';

/** /messages (public, spec §2): members see their messages (coming soon), visitors what messaging is and a login link. */
export default function MessagesRoute() {
  return useUser() ? <ComingSoonRoute /> : <MessagesIntro />;
}
