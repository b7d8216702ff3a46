import type { Catalog } from './web.th';

/**
 * Member-site texts of the lobby screens, under the `lobby.` prefix of the site's catalog.
 * Thai is the source language; en and cn follow this shape.
 */
export const webLobbyTh = {
  /** The mobile bottom bar's play button on the lobby page (spec §2.2). */
  selectGame: 'กรุณาเลือกเกมที่ต้องการเล่นจากล็อบบี้',
};

export type WebLobbyCatalog = Catalog<typeof webLobbyTh>;
