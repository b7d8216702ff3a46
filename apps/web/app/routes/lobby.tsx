import { useParams, type LoaderFunctionArgs } from 'react-router';
import { LobbyPage } from '../features/lobby/components/lobby-page';
import { CreditSummary } from '../features/member/components/credit';
import { PlaySessionGuard } from '../features/responsible-gaming/components/reality-check';
import { requireMember } from '../lib/guards.server';
import { pageMeta } from '../shell/meta';

export const meta = pageMeta('lobby');

/** Members only, like the rest of the lobby layout: a guest goes to /login and comes back here. */
export function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  return null;
}

/**
 * /lobby and /lobby/:id (a lobby entry by game id). Phones show the credit here; wider screens in the
 * top bar. An open game keeps the play session's heartbeat and its reality check (issue 13).
 */
export default function LobbyRoute() {
  const { id } = useParams();
  return (
    <LobbyPage
      entryId={id}
      credit={<CreditSummary className="sm:hidden" />}
      renderOverGame={(closeGame) => <PlaySessionGuard onCloseGame={closeGame} />}
    />
  );
}
