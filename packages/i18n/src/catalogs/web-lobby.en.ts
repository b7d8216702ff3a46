import type { WebLobbyCatalog } from './web-lobby.th';

export const webLobbyEn: WebLobbyCatalog = {
  /** The mobile bottom bar's play button on the lobby page (spec §2.2). */
  selectGame: 'Please choose a game in the lobby',
  title: 'Game lobby',
  intro: 'Pick a game you like and tap it to start playing.',
  categoriesLabel: 'Game categories',
  categories: {
    slot: 'Slots',
    live: 'Live casino',
    casino: 'Table games',
    fish: 'Fish games',
    lottery: 'Lottery',
  },
  searchLabel: 'Search slots',
  searchPlaceholder: 'Type a game name',
  noResults: 'No game matches “{{query}}”',
  emptyCategory: 'There are no games in {{category}} yet. Coming soon.',
  loadFailed: 'Could not load the games',
  retry: 'Try again',
  loadingGames: 'Loading games',
  play: 'Play',
  insufficientTitle: 'Not enough credit',
  insufficientCredit: 'Not enough credit. Please deposit to play (more than 1 baht is needed).',
  launchFailedTitle: 'The game could not be opened',
  closeGame: 'Close game',
  gameLoading: 'Opening the game...',
  gameUnreachable: "The game's server cannot be reached right now. Please close the game and try again.",
  entryNotFound: 'The selected game was not found. Please choose a game in the lobby.',
  entryPrompt: 'Ready to play? The game uses the credit in your account.',
  trial: {
    title: 'Casino trial',
    intro: 'Try our games for free: no sign-up, no login.',
    playMoneyTitle: 'Trial mode: play money',
    playMoneyText:
      'Credit in this mode is play money, not real money. Wins and losses do not touch your account.',
    badge: 'Play money',
    play: 'Try it',
    register: 'Sign up to play for real',
    realPlay: 'Play with real credit',
    failedTitle: 'The trial game could not be opened',
  },
  creditCheck: {
    started: 'Checking your credit',
    done: 'Credit check complete',
    timedOut: 'The credit check timed out (limit: {{limit}} attempts)',
  },
};
