import { useCallback, useEffect, useState } from 'react';
import { usePopup } from '../../../lib/popup';
import { useSession } from '../../../lib/session';
import { lobbyMemberApi, type LobbyGame } from '../api/lobby-api';

/**
 * The member's favourite games (the hearts): read once the member is known, changed at once on a
 * tap and put back when the server refused. A guest's tap opens the login.
 */
export function useFavourites() {
  const { status, memberRequest } = useSession();
  const { open: openPopup } = usePopup();
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    if (status !== 'member') {
      // The same (empty) set when there is nothing to forget: a new one would draw the lobby again.
      setIds((current) => (current.size === 0 ? current : new Set()));
      return;
    }
    const controller = new AbortController();
    lobbyMemberApi(memberRequest)
      .favouriteIds(controller.signal)
      .then((answer) =>
        setIds((current) =>
          answer.data.length === current.size && answer.data.every((id) => current.has(id))
            ? current
            : new Set(answer.data),
        ),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[lobby] favourites unavailable:', error instanceof Error ? error.message : error);
      });
    return () => controller.abort();
  }, [memberRequest, status]);

  const toggle = useCallback(
    (game: LobbyGame) => {
      if (status !== 'member') {
        openPopup('Login');
        return;
      }
      const favourite = !ids.has(game.id);
      const change = (on: boolean) =>
        setIds((current) => {
          const next = new Set(current);
          if (on) next.add(game.id);
          else next.delete(game.id);
          return next;
        });
      change(favourite);
      lobbyMemberApi(memberRequest)
        .setFavourite(game.id, favourite)
        .catch((error: unknown) => {
          console.warn('[lobby] favourite not saved:', error instanceof Error ? error.message : error);
          change(!favourite);
        });
    },
    [ids, memberRequest, openPopup, status],
  );

  return { ids, toggle };
}
