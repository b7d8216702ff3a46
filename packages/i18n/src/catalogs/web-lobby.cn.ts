import type { WebLobbyCatalog } from './web-lobby.th';

export const webLobbyCn: WebLobbyCatalog = {
  /** The mobile bottom bar's play button on the lobby page (spec §2.2). */
  selectGame: '请在大厅中选择要玩的游戏',
};
