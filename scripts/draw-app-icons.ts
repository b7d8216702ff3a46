/**
 * Draws the installable app's icons (issue 15, decision 34) into apps/web/public/icons/: the
 * hibiscus (ชบา) of the site's logo (apps/web/app/ui/logo.tsx) on the site's dark ink, as
 *
 * - icon-192.png, icon-512.png: a rounded square, for launchers that show the icon as it is;
 * - icon-maskable-512.png: the ink to the edges and the flower inside the central circle that every
 *   launcher's mask keeps (40 % of the size around the centre);
 * - icon.svg: the same drawing as a vector, for browsers that take one.
 *
 * PNG because Android's install check wants one; written with pngjs (already a dependency of the
 * tests), rasterised here: each shape is a polygon (Bézier curves flattened), filled by scanlines at
 * 4×4 samples per pixel. The files are committed; run this again only when the drawing changes:
 *
 *   node --import tsx scripts/draw-app-icons.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';

type Point = [number, number];
type Rgb = [number, number, number];
/** A colour for a point in the flower's own units (the logo's 64-unit box, centre at 0,0). */
type Paint = (x: number, y: number) => Rgb;

const ink: Rgb = hex('#0b0a10');
const inkEdge: Rgb = hex('#1a1828');

function hex(value: string): Rgb {
  const number = Number.parseInt(value.slice(1), 16);
  return [(number >> 16) & 255, (number >> 8) & 255, number & 255];
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function gradient(stops: [number, Rgb][], t: number): Rgb {
  const clamped = Math.min(1, Math.max(0, t));
  for (let index = 1; index < stops.length; index += 1) {
    const [offset, colour] = stops[index]!;
    const [previousOffset, previousColour] = stops[index - 1]!;
    if (clamped <= offset)
      return mix(previousColour, colour, (clamped - previousOffset) / (offset - previousOffset));
  }
  return stops[stops.length - 1]![1];
}

function cubic(from: Point, c1: Point, c2: Point, to: Point, steps = 24): Point[] {
  const points: Point[] = [];
  for (let step = 1; step <= steps; step += 1) {
    const t = step / steps;
    const u = 1 - t;
    points.push([
      u * u * u * from[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t * t * t * to[0],
      u * u * u * from[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t * t * t * to[1],
    ]);
  }
  return points;
}

function rotate(points: Point[], degrees: number): Point[] {
  const angle = (degrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return points.map(([x, y]) => [x * cos - y * sin, x * sin + y * cos]);
}

function circle(cx: number, cy: number, r: number): Point[] {
  return Array.from({ length: 48 }, (_, index) => {
    const angle = (index / 48) * 2 * Math.PI;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as Point;
  });
}

/** A straight stroke of width `width` from `a` to `b`, as a four-sided polygon. */
function line(a: Point, b: Point, width: number): Point[] {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const nx = (-(b[1] - a[1]) / length) * (width / 2);
  const ny = ((b[0] - a[0]) / length) * (width / 2);
  return [
    [a[0] + nx, a[1] + ny],
    [b[0] + nx, b[1] + ny],
    [b[0] - nx, b[1] - ny],
    [a[0] - nx, a[1] - ny],
  ];
}

/** The petal of logo.tsx, pointing up from the centre. */
const petal: Point[] = [
  [0, 0],
  ...cubic([0, 0], [-15, -3], [-21, -19], [-11, -27]),
  ...cubic([-11, -27], [-7, -30.5], [-3, -28], [0, -30]),
  ...cubic([0, -30], [3, -28], [7, -30.5], [11, -27]),
  ...cubic([11, -27], [21, -19], [15, -3], [0, 0]),
];

interface Shape {
  polygon: Point[];
  paint: Paint;
  opacity?: number;
}

/** The hibiscus in its own units: about 60 across, centred on 0,0. */
function flower(): Shape[] {
  const petalStops: [number, Rgb][] = [
    [0, hex('#7a0f2b')],
    [0.35, hex('#d7263d')],
    [1, hex('#ff6b6b')],
  ];
  const shapes: Shape[] = [];
  for (const angle of [0, 72, 144, 216, 288]) {
    const radians = (angle * Math.PI) / 180;
    shapes.push({
      polygon: rotate(petal, angle),
      // The logo's radial gradient: dark at the heart, light at the rim (in the petal's own frame).
      paint: (x, y) => {
        const across = x * Math.cos(radians) + y * Math.sin(radians);
        const along = x * Math.sin(radians) - y * Math.cos(radians);
        return gradient(petalStops, Math.hypot(across / 27, (along - 4.6) / 26));
      },
    });
    for (const [a, b] of [
      [
        [0, -3],
        [0, -24],
      ],
      [
        [0, -6],
        [-6, -21],
      ],
      [
        [0, -6],
        [6, -21],
      ],
    ] as [Point, Point][]) {
      shapes.push({ polygon: rotate(line(a, b, 0.9), angle), paint: () => hex('#5c0a20'), opacity: 0.35 });
    }
  }
  shapes.push({ polygon: circle(0, 0, 5), paint: () => hex('#5c0a20') });
  shapes.push({
    polygon: line([0, 0], [5.5, -13], 2),
    paint: (x, y) =>
      gradient(
        [
          [0, hex('#fff1b8')],
          [1, hex('#f0a81c')],
        ],
        (x - y) / 19,
      ),
  });
  for (const [cx, cy, r, colour] of [
    [5.5, -13.5, 2, '#ffe08a'],
    [8, -11, 1.3, '#ffd05a'],
    [3.2, -15.6, 1.3, '#ffd05a'],
    [8.2, -14.6, 1.1, '#ffd05a'],
  ] as [number, number, number, string][]) {
    shapes.push({ polygon: circle(cx, cy, r), paint: () => hex(colour) });
  }
  return shapes;
}

function roundedSquare(size: number, radius: number): Point[] {
  const points: Point[] = [];
  const corners: [number, number, number][] = [
    [size - radius, radius, -90],
    [size - radius, size - radius, 0],
    [radius, size - radius, 90],
    [radius, radius, 180],
  ];
  for (const [cx, cy, start] of corners) {
    for (let step = 0; step <= 12; step += 1) {
      const angle = ((start + (step / 12) * 90) * Math.PI) / 180;
      points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
    }
  }
  return points;
}

/** Draws an icon of `size` pixels: a background and the flower, `flowerSize` pixels across. */
function drawIcon(size: number, options: { maskable: boolean }): Buffer {
  const samples = 4;
  const side = size * samples;
  const red = new Float32Array(side * side);
  const green = new Float32Array(side * side);
  const blue = new Float32Array(side * side);
  const alpha = new Float32Array(side * side);

  const fill = (
    polygon: Point[],
    paint: (x: number, y: number) => Rgb,
    opacity = 1,
    toUnits = (x: number, y: number): Point => [x, y],
  ) => {
    for (let row = 0; row < side; row += 1) {
      const y = row + 0.5;
      const crossings: number[] = [];
      for (let index = 0; index < polygon.length; index += 1) {
        const [x1, y1] = polygon[index]!;
        const [x2, y2] = polygon[(index + 1) % polygon.length]!;
        if (y1 <= y !== y2 <= y) crossings.push(x1 + ((y - y1) / (y2 - y1)) * (x2 - x1));
      }
      crossings.sort((a, b) => a - b);
      for (let index = 0; index + 1 < crossings.length; index += 2) {
        const start = Math.max(0, Math.ceil(crossings[index]! - 0.5));
        const end = Math.min(side - 1, Math.floor(crossings[index + 1]! - 0.5));
        for (let column = start; column <= end; column += 1) {
          const [ux, uy] = toUnits(column + 0.5, y);
          const colour = paint(ux, uy);
          const at = row * side + column;
          const keep = 1 - opacity;
          red[at] = red[at]! * keep + colour[0] * opacity;
          green[at] = green[at]! * keep + colour[1] * opacity;
          blue[at] = blue[at]! * keep + colour[2] * opacity;
          alpha[at] = alpha[at]! * keep + opacity;
        }
      }
    }
  };

  // Background: the ink, a faint warm light from the top (as the site's background), to the edges
  // for the maskable icon, a rounded square otherwise.
  const background = options.maskable
    ? [
        [0, 0],
        [side, 0],
        [side, side],
        [0, side],
      ]
    : roundedSquare(side, side * 0.22);
  fill(background as Point[], (x, y) =>
    mix(inkEdge, ink, Math.min(1, Math.hypot(x - side / 2, y - side * 0.3) / (side * 0.7))),
  );

  // The flower: 60 units across; the maskable one stays inside the safe circle (radius 40 %).
  const flowerPixels = side * (options.maskable ? 0.62 : 0.78);
  const scale = flowerPixels / 62;
  const centreX = side / 2;
  const centreY = side / 2 + scale * 1.5;
  const toUnits = (x: number, y: number): Point => [(x - centreX) / scale, (y - centreY) / scale];
  for (const shape of flower()) {
    const polygon = shape.polygon.map(([x, y]) => [centreX + x * scale, centreY + y * scale] as Point);
    fill(polygon, shape.paint, shape.opacity ?? 1, toUnits);
  }

  return encodePng(size, samples, { red, green, blue, alpha });
}

/** Averages each pixel's samples (colours weighed by their coverage) into an RGBA PNG. */
function encodePng(
  size: number,
  samples: number,
  { red, green, blue, alpha }: Record<'red' | 'green' | 'blue' | 'alpha', Float32Array>,
): Buffer {
  const side = size * samples;
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const at = (y * samples + sy) * side + x * samples + sx;
          // Colours are stored unpremultiplied over transparent black: weigh them by coverage.
          r += red[at]!;
          g += green[at]!;
          b += blue[at]!;
          a += alpha[at]!;
        }
      }
      const offset = (y * size + x) * 4;
      png.data[offset] = a > 0 ? Math.round(r / a) : 0;
      png.data[offset + 1] = a > 0 ? Math.round(g / a) : 0;
      png.data[offset + 2] = a > 0 ? Math.round(b / a) : 0;
      png.data[offset + 3] = Math.round((a / (samples * samples)) * 255);
    }
  }
  return PNG.sync.write(png, { colorType: 6 });
}

/** The vector icon: the logo's drawing on the rounded ink square. */
function iconSvg(): string {
  const petals = [0, 72, 144, 216, 288]
    .map(
      (angle) =>
        `<g transform="rotate(${angle})"><path d="M0 0C-15-3-21-19-11-27C-7-30.5-3-28 0-30C3-28 7-30.5 11-27C21-19 15-3 0 0Z" fill="url(#p)"/><path d="M0-3V-24M0-6L-6-21M0-6L6-21" stroke="#5c0a20" stroke-opacity=".35" stroke-width=".9" fill="none"/></g>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><defs><radialGradient id="p" cx="50%" cy="85%" r="85%"><stop offset="0" stop-color="#7a0f2b"/><stop offset=".35" stop-color="#d7263d"/><stop offset="1" stop-color="#ff6b6b"/></radialGradient><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff1b8"/><stop offset="1" stop-color="#f0a81c"/></linearGradient></defs><rect width="80" height="80" rx="17.6" fill="#0b0a10"/><g transform="translate(40 41.5)">${petals}<circle r="5" fill="#5c0a20"/><path d="M0 0L5.5-13" stroke="url(#g)" stroke-width="2" stroke-linecap="round"/><circle cx="5.5" cy="-13.5" r="2" fill="#ffe08a"/><circle cx="8" cy="-11" r="1.3" fill="#ffd05a"/><circle cx="3.2" cy="-15.6" r="1.3" fill="#ffd05a"/><circle cx="8.2" cy="-14.6" r="1.1" fill="#ffd05a"/></g></svg>\n`;
}

const directory = fileURLToPath(new URL('../apps/web/public/icons/', import.meta.url));
await mkdir(directory, { recursive: true });
const files: [string, Buffer | string][] = [
  ['icon-192.png', drawIcon(192, { maskable: false })],
  ['icon-512.png', drawIcon(512, { maskable: false })],
  ['icon-maskable-512.png', drawIcon(512, { maskable: true })],
  ['icon.svg', iconSvg()],
];
for (const [name, content] of files) {
  await writeFile(path.join(directory, name), content);
  process.stdout.write(`${path.join('apps/web/public/icons', name)}: ${content.length} bytes\n`);
}
