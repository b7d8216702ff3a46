import {
  useLoaderData,
  useParams,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { fetchBanners } from '../features/banners/api/banners.server';
import { BannerCarousel } from '../features/banners/components/banner-carousel';
import { fetchLobbyGames } from '../features/lobby/api/games.server';
import { LobbyPage } from '../features/lobby/components/lobby-page';
import { CreditSummary } from '../features/member/components/credit';
import { PlaySessionGuard } from '../features/responsible-gaming/components/reality-check';
import { requireMember } from '../lib/guards.server';
import { pageMeta } from '../shell/meta';

export const meta = pageMeta('lobby');

/**
 * Members only, like the rest of the lobby layout: a guest goes to /login and comes back here. The
 * first page of games for the URL's filters, the studios and the banners above come with the page,
 * so that they are in the first paint; never the whole catalogue (decision 56).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireMember(request);
  const [games, banners] = await Promise.all([
    fetchLobbyGames(request, params.id),
    fetchBanners(request, 'lobby'),
  ]);
  return { games, banners };
}

/**
 * A change of filters (?category=, studio, q, list) keeps the page: the lobby asks the API for that
 * page of games itself. Another page or language reads it again.
 */
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
  const { games, banners } = useLoaderData<typeof loader>();
  return (
    <>
      <BannerCarousel banners={banners} className="px-3 pt-5 sm:px-4 md:px-6 md:pt-8" />
      <LobbyPage
        entryId={id}
        initial={games}
        credit={<CreditSummary className="sm:hidden" />}
        renderOverGame={(closeGame) => <PlaySessionGuard onCloseGame={closeGame} />}
      />
    </>
  );
}
