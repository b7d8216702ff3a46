import {
  useLoaderData,
  useParams,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { fetchLobbyGames } from '../features/lobby/api/games.server';
import { LobbyPage } from '../features/lobby/components/lobby-page';
import { CreditSummary } from '../features/member/components/credit';
import { PlaySessionGuard } from '../features/responsible-gaming/components/reality-check';
import { requireMember } from '../lib/guards.server';
import { pageMeta } from '../shell/meta';

export const meta = pageMeta('lobby');

/**
 * Members only, like the rest of the lobby layout: a guest goes to /login and comes back here. The
 * catalogue comes with the page, so that its tiles are in the first paint.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  return { games: await fetchLobbyGames(request) };
}

/** A tab change (?category=) keeps the catalogue the page has; another page or language reads it again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/**
 * /lobby and /lobby/:id (a lobby entry by game id). Phones show the credit here; wider screens in the
 * top bar. An open game keeps the play session's heartbeat and its reality check (issue 13).
 */
export default function LobbyRoute() {
  const { id } = useParams();
  const { games } = useLoaderData<typeof loader>();
  return (
    <LobbyPage
      entryId={id}
      initialGames={games}
      credit={<CreditSummary className="sm:hidden" />}
      renderOverGame={(closeGame) => <PlaySessionGuard onCloseGame={closeGame} />}
    />
  );
}
