import { fishKinds, type FishKind } from './fish-rules';

/**
 * The sea's timetable. Time is cut into waves of 20 seconds; wave n is made of the same fish for
 * everyone, drawn from a small generator seeded with n, so the server knows which fish swims when
 * without keeping anything. The page asks for the waves around now and draws them; a shot names a
 * fish of the timetable, and the server takes it only while that fish swims (with a little grace for
 * the network and the clocks). Which fish swims does not change what a shot returns (fish-rules.ts);
 * the timetable only keeps the page honest: no shots at fish that are not there.
 */

export const waveMs = 20_000;
export const fishPerWave = 18;
/** Shots at a fish are taken from this long before it enters until this long after it left. */
export const shotGraceBeforeMs = 1_000;
export const shotGraceAfterMs = 2_000;

export interface WaveFish {
  /** `${wave}-${position in the wave}`. */
  id: string;
  kind: FishKind;
  multiplier: number;
  /** When the fish enters the sea (Unix ms), and how long it takes to cross it. */
  enterAtMs: number;
  swimMs: number;
  fromLeft: boolean;
  /** Height at entry and exit, as a fraction of the sea's height (0 = top). */
  fromY: number;
  toY: number;
  /** Up-and-down swing as a fraction of the sea's height, and where in its cycle the fish starts. */
  wobble: number;
  phase: number;
}

export interface Wave {
  index: number;
  fish: WaveFish[];
}

export const fishIdPattern = /^\d{1,12}-\d{1,2}$/;

/** How often each kind swims in a wave (out of the weights' sum), and how long it takes to cross. */
const kindWeights: Record<FishKind, number> = {
  clownfish: 30,
  pufferfish: 22,
  angelfish: 17,
  turtle: 13,
  manta: 10,
  shark: 8,
  'golden-whale': 0,
};
const swimSeconds: Record<FishKind, [number, number]> = {
  clownfish: [7, 9],
  pufferfish: [8, 10],
  angelfish: [9, 11],
  turtle: [11, 13],
  manta: [11, 14],
  shark: [12, 15],
  'golden-whale': [17, 19],
};
const weightTotal = Object.values(kindWeights).reduce((sum, weight) => sum + weight, 0);

/** mulberry32: a small, fast generator; the timetable needs variety, not secrecy. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pickKind(draw: number): FishKind {
  let left = draw * weightTotal;
  for (const { kind } of fishKinds) {
    left -= kindWeights[kind];
    if (left < 0) return kind;
  }
  return 'clownfish';
}

/** The fish of wave n: the golden whale first (it crosses once a wave), then the others. */
export function waveOf(index: number): Wave {
  const random = generator(Math.imul(index, 0x9e3779b1) ^ 0x5f3759df);
  const startMs = index * waveMs;
  const fish: WaveFish[] = [];
  for (let position = 0; position < fishPerWave; position++) {
    const kind = position === 0 ? 'golden-whale' : pickKind(random());
    const [slowest, fastest] = swimSeconds[kind];
    const spacingMs = waveMs / fishPerWave;
    const enterAtMs =
      position === 0
        ? startMs + Math.floor(random() * waveMs * 0.3)
        : startMs + Math.floor((position - 1 + random()) * spacingMs);
    const big = kind === 'golden-whale' || kind === 'shark';
    fish.push({
      id: `${index}-${position}`,
      kind,
      multiplier: fishKinds.find((entry) => entry.kind === kind)!.multiplier,
      enterAtMs,
      swimMs: Math.round((slowest + random() * (fastest - slowest)) * 1000),
      fromLeft: random() < 0.5,
      fromY: round3(big ? 0.2 + random() * 0.45 : 0.06 + random() * 0.8),
      toY: round3(big ? 0.2 + random() * 0.45 : 0.06 + random() * 0.8),
      wobble: round3(big ? 0.02 : 0.02 + random() * 0.05),
      phase: round3(random() * Math.PI * 2),
    });
  }
  return { index, fish };
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

export const waveIndexAt = (atMs: number) => Math.floor(atMs / waveMs);

/** The waves a page needs at this moment: the one before (its last fish still swim), now, next. */
export function wavesAround(atMs: number): Wave[] {
  const now = waveIndexAt(atMs);
  return [waveOf(now - 1), waveOf(now), waveOf(now + 1)];
}

/** The fish of this id when a shot at it may be taken at this moment, else undefined. */
export function swimmingFish(id: string, atMs: number): WaveFish | undefined {
  if (!fishIdPattern.test(id)) return undefined;
  const [waveText, positionText] = id.split('-') as [string, string];
  const index = Number(waveText);
  const position = Number(positionText);
  // Only the waves that can have a fish in the sea now: nothing far in the past or the future.
  const current = waveIndexAt(atMs);
  if (index < current - 2 || index > current + 1 || position >= fishPerWave) return undefined;
  const fish = waveOf(index).fish[position];
  if (!fish) return undefined;
  const swims =
    atMs >= fish.enterAtMs - shotGraceBeforeMs && atMs <= fish.enterAtMs + fish.swimMs + shotGraceAfterMs;
  return swims ? fish : undefined;
}
