import { spinDurationMs } from './use-wheel-page';

export interface WheelSegment {
  key: string;
  label: string;
  /** False: withdrawn for today (drawn dimmed). */
  available: boolean;
}

const centre = 200;
const radius = 176;
const hubRadius = 34;
/** Where a label may run along its segment's radius (SVG units). */
const labelInner = hubRadius + 14;
const labelOuter = radius - 14;

/** The site's palette on the segments: gold with dark text, deep ink and a wine red with gold text. */
const fills = [
  { fill: 'url(#wheel-gold)', text: '#0b0a10' },
  { fill: 'url(#wheel-ink)', text: '#ffe08a' },
  { fill: 'url(#wheel-wine)', text: '#fff1c2' },
];

/** Two colours alternate; with an odd count a third keeps two of one colour from touching. */
function paletteOf(index: number, count: number) {
  if (count % 2 === 0) return fills[index % 2]!;
  if (count % 3 === 0) return fills[index % 3]!;
  return index === count - 1 ? fills[2]! : fills[index % 2]!;
}

/** Thai vowel and tone marks above or below a letter take no width of their own. */
const combiningMark = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/;

/** A label's width in ems, roughly: wide CJK, no width for Thai marks, the rest half an em. */
function widthInEms(text: string): number {
  let width = 0;
  for (const character of text) {
    if (combiningMark.test(character)) continue;
    width += /[\u3000-\u9fff\uff00-\uffef]/.test(character) ? 1 : character === ' ' ? 0.3 : 0.58;
  }
  return width;
}

const labelRoom = labelOuter - labelInner;

/** The label's lines: one, or two split at the space that makes the wider line narrowest (never inside a word). */
function splitLabel(text: string): string[] {
  const words = text.split(' ');
  let best: string[] = [text];
  let bestWidth = widthInEms(text);
  for (let split = 1; split < words.length; split++) {
    const lines = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    const widest = Math.max(...lines.map(widthInEms));
    if (widest < bestWidth) {
      best = lines;
      bestWidth = widest;
    }
  }
  return best;
}

/** A label's lines and the largest font size they fit in: one line unless that would be small. */
function fitLabel(text: string, maxSize: number): { lines: string[]; fontSize: number } {
  const oneLine = Math.min(maxSize, labelRoom / Math.max(widthInEms(text), 1));
  if (oneLine >= 15 || !text.includes(' ')) return { lines: [text], fontSize: oneLine };
  const lines = splitLabel(text);
  const twoLines = Math.min(maxSize / 1.2, labelRoom / Math.max(...lines.map(widthInEms), 1));
  return twoLines > oneLine ? { lines, fontSize: twoLines } : { lines: [text], fontSize: oneLine };
}

/**
 * Every segment's label at one font size (the smallest that fits them all, not below 10 units), as a
 * printed wheel has: the largest that lets each one fit its segment on one or two lines.
 */
function layoutLabels(labels: string[]): { lines: string[][]; fontSize: number } {
  const count = Math.max(labels.length, 1);
  const arcWidth = (2 * Math.PI * ((labelInner + labelOuter) / 2)) / count;
  const maxSize = Math.min(20, arcWidth * 0.4);
  const fits = labels.map((label) => fitLabel(label, maxSize));
  const fontSize = Math.max(10, Math.min(...fits.map((fit) => fit.fontSize)));
  // At the common size some labels fit on one line again.
  const lines = labels.map((label, index) =>
    widthInEms(label) * fontSize <= labelRoom ? [label] : fits[index]!.lines,
  );
  return { lines, fontSize };
}

function point(angleDegrees: number, distance: number): [number, number] {
  const radians = ((angleDegrees - 90) * Math.PI) / 180;
  return [centre + distance * Math.cos(radians), centre + distance * Math.sin(radians)];
}

function segmentPath(index: number, count: number): string {
  if (count === 1)
    return `M ${centre} ${centre - radius} A ${radius} ${radius} 0 1 1 ${centre - 0.01} ${centre - radius} Z`;
  const segment = 360 / count;
  const [x1, y1] = point(index * segment, radius);
  const [x2, y2] = point((index + 1) * segment, radius);
  const large = segment > 180 ? 1 : 0;
  return `M ${centre} ${centre} L ${x1} ${y1} A ${radius} ${radius} 0 ${large} 1 ${x2} ${y2} Z`;
}

function SegmentLabel(props: {
  lines: string[];
  fontSize: number;
  index: number;
  count: number;
  color: string;
}) {
  const { lines, fontSize, index, count } = props;
  const angle = (index + 0.5) * (360 / count);
  const middle = (labelInner + labelOuter) / 2;
  const lineHeight = fontSize * 1.15;
  // Along the segment's middle, read from the hub outwards on the right half and from the rim
  // inwards on the left, so that no label stands on its head while the wheel is at rest.
  const flip = angle > 180 ? ` rotate(180 ${centre + middle} ${centre})` : '';
  return (
    <g transform={`rotate(${angle - 90} ${centre} ${centre})${flip}`}>
      <text
        x={centre + middle}
        y={centre}
        fill={props.color}
        fontSize={fontSize}
        fontWeight={700}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {lines.map((line, lineIndex) => (
          <tspan
            key={lineIndex}
            x={centre + middle}
            dy={lineIndex === 0 ? -((lines.length - 1) * lineHeight) / 2 : lineHeight}
          >
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}

/**
 * The lucky wheel drawn in SVG: a segment per prize in the wheel's order (equal sizes: the chances
 * are the weights, on the verify page), the gold rim with its lights, the pointer at the top. It turns
 * to `rotation` degrees with a long ease-out, or at once when `animated` is false (reduced motion).
 */
export function LuckyWheel(props: {
  segments: WheelSegment[];
  rotation: number;
  animated: boolean;
  label: string;
  onTurned: () => void;
}) {
  const { segments, rotation, animated } = props;
  const count = Math.max(segments.length, 1);
  const labels = layoutLabels(segments.map((segment) => segment.label));
  return (
    <svg
      viewBox="0 0 400 412"
      role="img"
      aria-label={props.label}
      data-testid="wheel-svg"
      className="mx-auto block h-auto w-full max-w-[26rem] drop-shadow-[0_18px_40px_rgba(245,180,40,0.18)]"
    >
      <WheelGradients />
      <g transform="translate(0 8)">
        <WheelRim />
        <g
          data-testid="wheel-rotor"
          data-rotation={rotation}
          style={{
            transform: `rotate(${rotation}deg)`,
            transformOrigin: `${centre}px ${centre}px`,
            transition: animated ? `transform ${spinDurationMs}ms cubic-bezier(0.12, 0.67, 0.12, 1)` : 'none',
          }}
          className="motion-reduce:transition-none"
          onTransitionEnd={props.onTurned}
        >
          {segments.map((segment, index) => {
            const palette = paletteOf(index, count);
            return (
              <g
                key={segment.key}
                data-testid="wheel-segment"
                data-key={segment.key}
                opacity={segment.available ? 1 : 0.45}
              >
                <path d={segmentPath(index, count)} fill={palette.fill} stroke="#ffcc4d" strokeWidth={1.5} />
                <SegmentLabel
                  lines={labels.lines[index]!}
                  fontSize={labels.fontSize}
                  index={index}
                  count={count}
                  color={palette.text}
                />
              </g>
            );
          })}
        </g>
        <WheelHub />
      </g>
      <path
        d="M200 46 L185 8 Q200 0 215 8 Z"
        fill="url(#wheel-pointer)"
        stroke="#8c560d"
        strokeWidth={2.5}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The wheel's gradients: the segments' gold, ink and wine, the rim and the pointer. */
function WheelGradients() {
  return (
    <defs>
      <radialGradient id="wheel-gold" cx="50%" cy="50%" r="60%">
        <stop offset="0%" stopColor="#fff1c2" />
        <stop offset="55%" stopColor="#ffcc4d" />
        <stop offset="100%" stopColor="#e09a12" />
      </radialGradient>
      <radialGradient id="wheel-ink" cx="50%" cy="50%" r="60%">
        <stop offset="0%" stopColor="#312f43" />
        <stop offset="100%" stopColor="#141220" />
      </radialGradient>
      <radialGradient id="wheel-wine" cx="50%" cy="50%" r="60%">
        <stop offset="0%" stopColor="#b3163c" />
        <stop offset="100%" stopColor="#5e0a22" />
      </radialGradient>
      <linearGradient id="wheel-rim" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0%" stopColor="#ffe08a" />
        <stop offset="50%" stopColor="#b8760b" />
        <stop offset="100%" stopColor="#ffcc4d" />
      </linearGradient>
      <linearGradient id="wheel-pointer" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0%" stopColor="#fff1c2" />
        <stop offset="100%" stopColor="#e09a12" />
      </linearGradient>
    </defs>
  );
}

/** The gold rim and its lights around the segments (it does not turn). */
function WheelRim() {
  const lights = Array.from({ length: 24 }, (_, index) => point(index * 15, radius + 12));
  return (
    <>
      <circle cx={centre} cy={centre} r={radius + 20} fill="url(#wheel-rim)" />
      <circle cx={centre} cy={centre} r={radius + 5} fill="#0b0a10" />
      {lights.map(([x, y], index) => (
        <circle key={index} cx={x} cy={y} r={3.6} fill={index % 2 ? '#fffbeb' : '#8c560d'} />
      ))}
    </>
  );
}

/** The hub over the segments' centre, with its star. */
function WheelHub() {
  return (
    <>
      <circle cx={centre} cy={centre} r={hubRadius + 6} fill="#0b0a10" opacity={0.55} />
      <circle
        cx={centre}
        cy={centre}
        r={hubRadius}
        fill="url(#wheel-gold)"
        stroke="#8c560d"
        strokeWidth={3}
      />
      <path
        d="M200 180 l5.9 12 13.2 1.9 -9.6 9.3 2.3 13.1 -11.8 -6.2 -11.8 6.2 2.3 -13.1 -9.6 -9.3 13.2 -1.9z"
        fill="#8c560d"
      />
    </>
  );
}
