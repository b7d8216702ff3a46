import type { WebLobbyCatalog } from './web-lobby.th';

export const webLobbyEn: WebLobbyCatalog = {
  /** The mobile bottom bar's play button on the lobby page (spec §2.2). */
  selectGame: 'Please choose a game in the lobby',
};
