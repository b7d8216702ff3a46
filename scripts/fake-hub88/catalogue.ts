/**
 * The fake Hub88's catalogue: about 5,000 games of 40 studios, the same on every start (no
 * randomness: a game's every field comes from its number). Each game is shaped as docs.hub88.io's
 * `game/list` answer describes it (https://docs.hub88.io/developer-docs/operator-api-reference/games-api).
 */
export interface FakeGame {
  game_code: string;
  name: string;
  product: string;
  category: string;
  enabled: boolean;
  freebet_support: boolean;
  platforms: string[];
  url_thumb: string;
  url_background: string;
  release_date: string;
  volatility: number;
  rtp: string;
  blocked_countries: string[];
}

const studioWords = [
  'Golden',
  'Lotus',
  'Dragon',
  'Siam',
  'Tiger',
  'Jade',
  'Orchid',
  'Monsoon',
  'Elephant',
  'River',
  'Temple',
  'Mango',
  'Coral',
  'Phoenix',
  'Lucky',
  'Silk',
  'Amber',
  'Royal',
  'Spice',
  'Thunder',
];
const studioKinds = ['Gaming', 'Studios'];
const categories = [
  { category: 'Video Slots', share: 60, words: ['Fortune', 'Reels', 'Megaways', 'Treasure', 'Spins'] },
  {
    category: 'Live Dealer',
    share: 15,
    words: ['Live Baccarat', 'Live Roulette', 'Live Sic Bo', 'Live Blackjack'],
  },
  { category: 'Table Games', share: 13, words: ['Baccarat', 'Roulette', 'Blackjack', 'Hi-Lo', 'Poker'] },
  { category: 'Fishing', share: 6, words: ['Fishing', 'Ocean Hunter', 'Sea King'] },
  { category: 'Lottery', share: 6, words: ['Keno', 'Lotto', 'Scratch'] },
];
const themes = [
  'Naga',
  'Mekong',
  'Songkran',
  'Loy Krathong',
  'Chiang Mai',
  'Andaman',
  'Muay Thai',
  'Tuk Tuk',
  'Durian',
  'Garuda',
  'Emerald',
  'Sukhothai',
  'Phuket',
  'Hanuman',
  'Kinnaree',
  'Bangkok Nights',
];

export const fakeStudioCount = 40;
export const fakeGameCount = 5_000;

/** The studio's name: two words, unique among the 40. */
export function fakeStudio(index: number): string {
  return `${studioWords[index % studioWords.length]} ${studioKinds[Math.floor(index / studioWords.length) % 2]}`;
}

/** The catalogue served at `base` (its images are the fake's own). */
export function fakeCatalogue(base: string, count = fakeGameCount): FakeGame[] {
  const games: FakeGame[] = [];
  for (let index = 0; index < count; index += 1) {
    const studio = index % fakeStudioCount;
    const kind = categoryOf(index);
    const code = `fake_${studio.toString().padStart(2, '0')}_${index.toString().padStart(4, '0')}`;
    const word = kind.words[index % kind.words.length]!;
    const theme = themes[Math.floor(index / 7) % themes.length]!;
    const day = new Date(Date.UTC(2018, 0, 1) + ((index * 37) % 2_900) * 86_400_000);
    games.push({
      game_code: code,
      name: `${theme} ${word} ${index + 1}`,
      product: fakeStudio(studio),
      category: kind.category,
      enabled: true,
      freebet_support: index % 3 === 0,
      platforms: index % 11 === 0 ? ['GPL_DESKTOP'] : ['GPL_DESKTOP', 'GPL_MOBILE'],
      url_thumb: `${base}/images/${code}.svg`,
      url_background: `${base}/images/${code}.svg`,
      release_date: day.toISOString().slice(0, 10),
      volatility: (index % 5) + 1,
      rtp: (94 + (index % 37) / 10).toFixed(2),
      blocked_countries: [],
    });
  }
  return games;
}

function categoryOf(index: number) {
  let slot = index % 100;
  for (const kind of categories) {
    if (slot < kind.share) return kind;
    slot -= kind.share;
  }
  return categories[0]!;
}

/** A game's art: a small SVG of fixed size (300 × 300) with its name. */
export function fakeImage(game: FakeGame): string {
  const hue = Number.parseInt(game.game_code.slice(-4), 10) % 360;
  const label = game.name.replace(/[<>&"']/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">` +
    `<rect width="300" height="300" fill="hsl(${hue} 60% 35%)"/>` +
    `<text x="150" y="150" font-family="sans-serif" font-size="22" fill="#fff" text-anchor="middle">${label}</text>` +
    `<text x="150" y="185" font-family="sans-serif" font-size="14" fill="#fde68a" text-anchor="middle">${game.product}</text>` +
    `</svg>`
  );
}
