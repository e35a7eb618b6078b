/**
 * Writes the sample data's artwork as small SVG files under frontend/public/images:
 * hotels/<city>-<n>.svg (stylised scenes chosen by each property's setting, at dawn, golden hour,
 * dusk or night), team/<name>.svg (monogram portraits) and partners/<name>.svg (logo marks).
 * Deterministic: the same data always gives the same files. Run: npx tsx packages/sample-data/scripts/generate-images.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hotel } from '@suvarna/contracts';
import { partners, properties, team } from '../src/index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const publicImages = path.join(root, 'frontend/public/images');

const W = 1600;
const H = 1000;

// ---------------------------------------------------------------- small tools

type Rng = () => number;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** mulberry32: a tiny seeded generator, so every run draws the same pictures. */
function seeded(seed: number): Rng {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();
const r0 = (n: number) => Math.round(n);

function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa.map((v, i) => r0(v + (pb[i]! - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

/** A smooth open path through the points (Catmull-Rom turned into cubic Béziers). */
function smoothLine(points: [number, number][]): string {
  let d = `M${r0(points[0]![0])},${r0(points[0]![1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(i - 1, 0)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(i + 2, points.length - 1)]!;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${r0(c1[0]!)},${r0(c1[1]!)} ${r0(c2[0]!)},${r0(c2[1]!)} ${r0(p2[0])},${r0(p2[1])}`;
  }
  return d;
}

/** The area under a smooth line, down to the bottom edge. */
function smoothArea(points: [number, number][], bottom = H): string {
  return `M0,${bottom}L${smoothLine(points).slice(1)}L${W},${bottom}Z`;
}

function rollingLine(rng: Rng, baseY: number, amplitude: number, count: number): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i <= count; i++) pts.push([(W * i) / count, baseY - amplitude * (0.3 + 0.7 * rng())]);
  return pts;
}

/** A jagged mountain range: a few peaks joined by ridges with smaller breaks. */
function rangePath(rng: Rng, baseY: number, height: number, peaks: number): { d: string; top: number } {
  const pts: [number, number][] = [[0, baseY - height * between(rng, 0.2, 0.5)]];
  let top = H;
  for (let p = 0; p < peaks; p++) {
    const x = (W * (p + between(rng, 0.25, 0.75))) / peaks;
    const y = baseY - height * between(rng, 0.6, 1);
    const left = pts[pts.length - 1]!;
    for (let k = 1; k <= 3; k++) {
      const t = k / 4;
      pts.push([left[0] + (x - left[0]) * t, left[1] + (y - left[1]) * t + between(rng, -1, 1) * height * 0.08]);
    }
    pts.push([x, y]);
    top = Math.min(top, y);
    const valley: [number, number] = [x + (W / peaks) * between(rng, 0.35, 0.5), baseY - height * between(rng, 0.15, 0.45)];
    for (let k = 1; k <= 2; k++) {
      const t = k / 3;
      pts.push([x + (valley[0] - x) * t, y + (valley[1] - y) * t + between(rng, -1, 1) * height * 0.06]);
    }
    pts.push(valley);
  }
  pts.push([W, baseY - height * between(rng, 0.2, 0.5)]);
  return { d: `M0,${H}${pts.map(([x, y]) => `L${r0(x)},${r0(y)}`).join('')}L${W},${H}Z`, top };
}

// ---------------------------------------------------------------- palettes

interface Palette {
  name: 'dawn' | 'golden' | 'dusk' | 'night';
  sky: [string, string, string];
  sun: string;
  glow: string;
  far: string;
  mid: string;
  near: string;
  water: [string, string];
  snow: string;
  light: string;
  /** How strongly windows and lamps shine. */
  lights: number;
}

const palettes: Palette[] = [
  { name: 'dawn', sky: ['#1f2a56', '#8e6fa8', '#f6c6a8'], sun: '#fff1d6', glow: '#ffd3b0', far: '#8d86b5', mid: '#5b5888', near: '#2c2c52', water: ['#c7b0cf', '#3a3a66'], snow: '#fbeff3', light: '#ffd9a0', lights: 0.35 },
  { name: 'golden', sky: ['#2e4a7d', '#e9a86b', '#fde3a7'], sun: '#fff4d1', glow: '#ffc978', far: '#b98c7a', mid: '#7c5a5f', near: '#3b2a3a', water: ['#f0c48a', '#4a3a4f'], snow: '#fff3e0', light: '#ffe1a0', lights: 0.2 },
  { name: 'dusk', sky: ['#141836', '#5d3a6e', '#ee7b5a'], sun: '#ffd6a6', glow: '#ff9a6a', far: '#6e4a78', mid: '#432f5c', near: '#1d1633', water: ['#c9706a', '#221a3a'], snow: '#f3d7e0', light: '#ffc46b', lights: 0.75 },
  { name: 'night', sky: ['#040716', '#0d1b3d', '#284a75'], sun: '#f4f1e6', glow: '#9fb8e6', far: '#2a3c66', mid: '#1a2748', near: '#0b1226', water: ['#23406b', '#060b1c'], snow: '#c9d6ee', light: '#ffd27a', lights: 1 },
];

interface Ctx {
  rng: Rng;
  pal: Palette;
  defs: string[];
  body: string[];
}

function sky(ctx: Ctx, horizon: number): void {
  const { pal, rng } = ctx;
  ctx.defs.push(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.sky[0]}"/><stop offset=".55" stop-color="${pal.sky[1]}"/><stop offset="1" stop-color="${pal.sky[2]}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${pal.glow}" stop-opacity=".9"/><stop offset=".35" stop-color="${pal.glow}" stop-opacity=".35"/><stop offset="1" stop-color="${pal.glow}" stop-opacity="0"/></radialGradient>`,
  );
  ctx.body.push(`<rect width="${W}" height="${H}" fill="url(#sky)"/>`);
  if (pal.name === 'night') {
    const stars: string[] = [];
    for (let i = 0; i < 46; i++) {
      stars.push(`<circle cx="${r0(rng() * W)}" cy="${r0(rng() * horizon * 0.8)}" r="${(0.8 + rng() * 1.8).toFixed(1)}"/>`);
    }
    ctx.body.push(`<g fill="#fff" opacity=".8">${stars.join('')}</g>`);
  }
  const sx = r0(between(rng, 0.18, 0.82) * W);
  const sy = r0(pal.name === 'night' ? between(rng, 0.12, 0.3) * H : pal.name === 'golden' ? horizon - between(rng, 120, 260) : horizon - between(rng, 30, 110));
  const radius = pal.name === 'night' ? 38 : 62;
  ctx.body.push(`<circle cx="${sx}" cy="${sy}" r="${radius * 7}" fill="url(#glow)"/>`);
  if (pal.name === 'night') {
    ctx.defs.push(`<mask id="crescent"><circle cx="${sx}" cy="${sy}" r="${radius}" fill="#fff"/><circle cx="${sx + 18}" cy="${sy - 12}" r="${radius - 4}" fill="#000"/></mask>`);
    ctx.body.push(`<circle cx="${sx}" cy="${sy}" r="${radius}" fill="${pal.sun}" mask="url(#crescent)"/>`);
  } else {
    ctx.body.push(`<circle cx="${sx}" cy="${sy}" r="${radius}" fill="${pal.sun}"/>`);
  }
  // Thin clouds catch the light.
  const clouds: string[] = [];
  for (let i = 0; i < 4; i++) {
    const cy = r0(between(rng, 0.1, 0.45) * horizon);
    const cx = r0(rng() * W);
    const w = r0(between(rng, 180, 420));
    clouds.push(`<ellipse cx="${cx}" cy="${cy}" rx="${w}" ry="${r0(w / 14)}"/>`);
  }
  ctx.defs.push(`<filter id="soft" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="7"/></filter>`);
  ctx.body.push(`<g fill="${pal.glow}" opacity="${pal.name === 'night' ? 0.14 : 0.38}" filter="url(#soft)">${clouds.join('')}</g>`);
}

function haze(ctx: Ctx, y: number, height: number): void {
  ctx.defs.push(`<linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ctx.pal.sky[2]}" stop-opacity="0"/><stop offset=".6" stop-color="${ctx.pal.sky[2]}" stop-opacity=".55"/><stop offset="1" stop-color="${ctx.pal.sky[2]}" stop-opacity="0"/></linearGradient>`);
  ctx.body.push(`<rect y="${r0(y)}" width="${W}" height="${r0(height)}" fill="url(#haze)"/>`);
}

function water(ctx: Ctx, y: number): void {
  const { pal, rng } = ctx;
  ctx.defs.push(`<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.water[0]}"/><stop offset="1" stop-color="${pal.water[1]}"/></linearGradient>`);
  ctx.body.push(`<rect y="${r0(y)}" width="${W}" height="${H - r0(y)}" fill="url(#water)"/>`);
  const ripples: string[] = [];
  for (let i = 0; i < 22; i++) {
    const ry = y + 8 + Math.pow(rng(), 1.6) * (H - y - 10);
    const rx = rng() * W;
    const len = 30 + rng() * 160 * ((ry - y) / (H - y) + 0.3);
    ripples.push(`M${r0(rx)},${r0(ry)}h${r0(len)}`);
  }
  ctx.body.push(`<path d="${ripples.join('')}" stroke="${pal.glow}" stroke-width="2" opacity=".35"/>`);
}

function vignette(ctx: Ctx): void {
  ctx.defs.push(`<radialGradient id="vig" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".38"/></radialGradient>`);
  ctx.body.push(`<rect width="${W}" height="${H}" fill="url(#vig)"/>`);
}

// ---------------------------------------------------------------- scene elements

function pines(ctx: Ctx, baseY: number, count: number, size: number, color: string): void {
  const { rng } = ctx;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng() * W;
    const h = size * between(rng, 0.6, 1.3);
    const y = baseY + between(rng, -10, 40);
    const w = h * 0.42;
    parts.push(`M${r0(x)},${r0(y - h)}l${r0(w * 0.35)},${r0(h * 0.4)}h${r0(-w * 0.12)}l${r0(w * 0.3)},${r0(h * 0.35)}h${r0(-w * 0.12)}l${r0(w * 0.32)},${r0(h * 0.25)}h${r0(-w * 1.86)}l${r0(w * 0.32)},${r0(-h * 0.25)}h${r0(-w * 0.12)}l${r0(w * 0.3)},${r0(-h * 0.35)}h${r0(-w * 0.12)}z`);
  }
  ctx.body.push(`<path d="${parts.join('')}" fill="${color}"/>`);
}

function palm(x: number, baseY: number, h: number, lean: number, color: string, detailed = true): string {
  const topX = x + lean;
  const topY = baseY - h;
  let fronds = '';
  const all = [[-1, 0.15], [-0.8, -0.35], [-0.3, -0.6], [0.3, -0.55], [0.85, -0.3], [1, 0.2], [0.5, 0.45], [-0.55, 0.45]] as const;
  for (const [dx, dy] of detailed ? all : all.filter((_, i) => i % 2 === 0 || i === 5)) {
    const ex = topX + dx * h * 0.42;
    const ey = topY + dy * h * 0.3 + h * 0.12;
    const cx = topX + dx * h * 0.25;
    const cy = topY + dy * h * 0.32 - h * 0.06;
    fronds += `M${r0(topX)},${r0(topY)}Q${r0(cx)},${r0(cy - 14)} ${r0(ex)},${r0(ey)}Q${r0(cx)},${r0(cy + 10)} ${r0(topX)},${r0(topY)}`;
  }
  return `<path d="M${r0(x)},${r0(baseY)}Q${r0(x + lean * 0.2)},${r0(baseY - h * 0.6)} ${r0(topX)},${r0(topY)}" stroke="${color}" stroke-width="${r0(h * 0.035 + 4)}" fill="none" stroke-linecap="round"/><path d="${fronds}" fill="${color}"/>`;
}

function mountains(ctx: Ctx, horizon: number, options: { snow: boolean; rock?: string }): void {
  const { rng, pal } = ctx;
  const rock = options.rock;
  const far = rangePath(rng, horizon + 10, between(rng, 330, 430), 3);
  const farFill = rock ? mix(rock, pal.far, 0.45) : pal.far;
  if (options.snow) {
    const snowLine = far.top + 130;
    ctx.defs.push(`<linearGradient id="snow" gradientUnits="userSpaceOnUse" x1="0" y1="${r0(far.top)}" x2="0" y2="${r0(snowLine)}"><stop offset=".35" stop-color="${pal.snow}"/><stop offset="1" stop-color="${farFill}"/></linearGradient>`);
    ctx.body.push(`<path d="${far.d}" fill="url(#snow)"/>`);
  } else {
    ctx.body.push(`<path d="${far.d}" fill="${farFill}"/>`);
  }
  haze(ctx, horizon - 140, 220);
  const mid = rangePath(rng, horizon + 60, between(rng, 170, 240), 4);
  ctx.body.push(`<path d="${mid.d}" fill="${rock ? mix(rock, pal.mid, 0.6) : pal.mid}"/>`);
}

interface HillOptions {
  /** Water in the valley: a lake (Loktak) or a wide river (Brahmaputra). */
  water?: 'lake' | 'river';
  pines?: boolean;
  bungalow?: boolean;
}

function teaHills(ctx: Ctx, horizon: number, options: HillOptions): void {
  const { rng, pal } = ctx;
  const greens = ['#7fa66a', '#5f8f55', '#3f6f45'];
  // With water in the valley the nearer slopes sit lower, leaving it in view.
  const open = options.water ? 110 : 0;
  const layers = [horizon - 40, horizon + 90 + open + between(rng, -20, 30), horizon + 230 + open * 0.6 + between(rng, -20, 40)];
  layers.forEach((baseY, i) => {
    const pts = rollingLine(rng, baseY, (130 - i * 20) * (i > 0 && open ? 0.5 : 1), 3 + i + Math.floor(rng() * 2));
    const fill = mix(greens[i]!, i === 0 ? pal.far : pal.near, pal.name === 'night' ? 0.75 : 0.35 + i * 0.1);
    ctx.body.push(`<path d="${smoothArea(pts)}" fill="${fill}"/>`);
    if (i > 0) {
      // Rows of tea bushes follow the slope.
      const rows: string[] = [];
      const gap = 24 + i * 8 + rng() * 8;
      for (let k = 1; k <= 8; k++) rows.push(smoothLine(pts.map(([x, y]) => [x, y + k * gap] as [number, number])));
      ctx.body.push(`<path d="${rows.join('')}" fill="none" stroke="${mix(fill, '#000000', 0.25)}" stroke-width="${3 + i * 2}" opacity=".5"/>`);
    }
    if (i === 0) {
      haze(ctx, baseY - 60, 200);
      if (options.water) {
        const wy = baseY + 50;
        ctx.defs.push(`<linearGradient id="valleywater" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.water[0]}"/><stop offset="1" stop-color="${mix(pal.water[0], pal.water[1], 0.5)}"/></linearGradient>`);
        const shape = options.water === 'lake'
          ? `M${r0(W * 0.05)},${wy + 20}Q${r0(W * 0.5)},${wy - 30} ${r0(W * 0.95)},${wy + 10}Q${r0(W * 0.6)},${wy + 150} ${r0(W * 0.05)},${wy + 20}Z`
          : `M0,${wy}Q${r0(W * 0.5)},${wy - 30} ${W},${wy + 10}V${wy + 120}Q${r0(W * 0.5)},${wy + 80} 0,${wy + 130}Z`;
        ctx.body.push(`<path d="${shape}" fill="url(#valleywater)"/>`);
        if (options.water === 'lake') {
          let phumdis = '';
          for (let k = 0; k < 9; k++) phumdis += `<ellipse cx="${r0(between(rng, 0.2, 0.8) * W)}" cy="${r0(wy + between(rng, 10, 60))}" rx="${r0(between(rng, 16, 46))}" ry="6"/>`;
          ctx.body.push(`<g fill="${mix('#4f7a45', pal.mid, 0.5)}">${phumdis}</g>`);
        }
      }
    }
    if (i === 1 && options.bungalow) {
      // A planter's bungalow on the middle slope, its windows lit as the light fades.
      const bx = between(rng, 0.55, 0.85) * W;
      lodge(ctx, bx, baseY - 40, 0.7);
    }
  });
  if (options.pines) pines(ctx, layers[1]! - 40, 18, 110, mix(pal.near, '#1f3a2a', 0.4));
  // A lone shade tree on the nearest ridge.
  const tx = r0(between(rng, 0.1, 0.9) * W);
  const ty = layers[2]! - 70;
  const s1 = between(rng, 0.8, 1.3);
  ctx.body.push(`<path d="M${tx},${ty + 60}v-${r0(110 * s1)}" stroke="${pal.near}" stroke-width="10"/><ellipse cx="${tx}" cy="${r0(ty + 50 - 110 * s1)}" rx="${r0(90 * s1)}" ry="${r0(38 * s1)}" fill="${pal.near}"/><ellipse cx="${r0(tx + 30 * s1)}" cy="${r0(ty + 24 - 110 * s1)}" rx="${r0(60 * s1)}" ry="${r0(28 * s1)}" fill="${pal.near}"/>`);
}

function lodge(ctx: Ctx, x: number, baseY: number, scale: number): void {
  const { pal } = ctx;
  const w = 160 * scale;
  const h = 70 * scale;
  ctx.body.push(
    `<path d="M${r0(x - w / 2 - 14 * scale)},${r0(baseY - h)}L${r0(x)},${r0(baseY - h - 60 * scale)}L${r0(x + w / 2 + 14 * scale)},${r0(baseY - h)}Z" fill="${pal.near}"/>` +
      `<rect x="${r0(x - w / 2)}" y="${r0(baseY - h)}" width="${r0(w)}" height="${r0(h)}" fill="${pal.near}"/>` +
      [0.2, 0.45, 0.7].map((t) => `<rect x="${r0(x - w / 2 + w * t)}" y="${r0(baseY - h * 0.7)}" width="${r0(18 * scale)}" height="${r0(24 * scale)}" fill="${pal.light}" opacity="${pal.lights}"/>`).join(''),
  );
}

// ---------------------------------------------------------------- scenes

type SceneKind = 'peaks' | 'hills' | 'beach' | 'backwaters' | 'palace' | 'ghats' | 'skyline' | 'monastery';

function peaksScene(ctx: Ctx): void {
  const horizon = 560;
  sky(ctx, horizon);
  mountains(ctx, horizon, { snow: true });
  const near = smoothArea(rollingLine(ctx.rng, horizon + 230, 150, 5));
  ctx.body.push(`<path d="${near}" fill="${ctx.pal.near}"/>`);
  pines(ctx, horizon + 170, 30, 120, mix(ctx.pal.near, '#000000', 0.2));
  lodge(ctx, between(ctx.rng, 0.25, 0.75) * W, horizon + 200, 0.9);
  pines(ctx, H - 30, 14, 260, mix(ctx.pal.near, '#000000', 0.45));
}

function hillsScene(ctx: Ctx, options: HillOptions): void {
  const horizon = r0(between(ctx.rng, 500, 580));
  sky(ctx, horizon);
  const distant = rangePath(ctx.rng, horizon, 200, 3);
  ctx.body.push(`<path d="${distant.d}" fill="${ctx.pal.far}" opacity=".8"/>`);
  teaHills(ctx, horizon, options);
}

function beachScene(ctx: Ctx): void {
  const horizon = 600;
  sky(ctx, horizon);
  water(ctx, horizon);
  const { rng, pal } = ctx;
  ctx.body.push(`<rect x="0" y="${horizon}" width="${W}" height="3" fill="${pal.glow}" opacity=".5"/>`);
  const sand = mix('#e8cfa0', pal.near, pal.name === 'night' ? 0.7 : 0.35);
  const shore = [[0, 800], [400, 830], [800, 860], [1200, 880], [1600, 850]].map(([x, y]) => [x!, y! + between(rng, -20, 20)] as [number, number]);
  ctx.body.push(`<path d="${smoothArea(shore)}" fill="${sand}"/><path d="${smoothLine(shore.map(([x, y]) => [x, y - 12] as [number, number]))}" fill="none" stroke="#ffffff" stroke-width="5" opacity=".5"/>`);
  const palms: string[] = [];
  for (let i = 0; i < 4; i++) {
    const left = i < 2;
    const x = left ? between(rng, 40, 320) + i * 120 : W - between(rng, 40, 320) - (i - 2) * 120;
    palms.push(palm(x, H + 20, between(rng, 420, 620), (left ? 1 : -1) * between(rng, 60, 160), mix(pal.near, '#000000', 0.3)));
  }
  ctx.body.push(palms.join(''));
}

function backwatersScene(ctx: Ctx): void {
  const horizon = 620;
  sky(ctx, horizon);
  water(ctx, horizon);
  const { rng, pal } = ctx;
  const bank = mix('#2f5a3a', pal.near, 0.55);
  ctx.body.push(`<path d="${smoothArea(rollingLine(rng, horizon + 6, 18, 8), horizon + 20)}" fill="${bank}"/>`);
  const treeline: string[] = [];
  for (let i = 0; i < 12; i++) treeline.push(palm(between(rng, 0, W), horizon + 8, between(rng, 90, 170), between(rng, -40, 40), bank, false));
  ctx.body.push(treeline.join(''));
  // A kettuvallam (Kerala houseboat) drifting across the lagoon.
  const bx = between(rng, 380, 1000);
  const by = 760;
  const hull = mix('#5a3a22', pal.near, 0.5);
  const roof = mix('#c79a5b', pal.mid, 0.4);
  ctx.body.push(
    `<path d="M${r0(bx)},${by}Q${r0(bx + 40)},${by + 44} ${r0(bx + 160)},${by + 48}H${r0(bx + 420)}Q${r0(bx + 540)},${by + 44} ${r0(bx + 580)},${by - 10}Q${r0(bx + 520)},${by + 14} ${r0(bx + 440)},${by + 14}H${r0(bx + 140)}Q${r0(bx + 60)},${by + 14} ${r0(bx)},${by}Z" fill="${hull}"/>` +
      `<path d="M${r0(bx + 110)},${by + 16}Q${r0(bx + 270)},${by - 120} ${r0(bx + 450)},${by + 16}Z" fill="${roof}"/>` +
      `<path d="M${r0(bx + 160)},${by}h250" stroke="${pal.light}" stroke-width="9" stroke-dasharray="16 18" opacity="${Math.max(pal.lights, 0.35)}"/>` +
      `<ellipse cx="${r0(bx + 300)}" cy="${by + 62}" rx="300" ry="10" fill="#000" opacity=".18"/>`,
  );
  ctx.body.push(palm(between(rng, 40, 200), H + 30, 700, 190, mix(pal.near, '#000000', 0.4)));
  ctx.body.push(palm(W - between(rng, 60, 220), H + 30, 620, -170, mix(pal.near, '#000000', 0.4)));
}

function dome(x: number, baseY: number, r: number): string {
  return `M${r0(x - r)},${r0(baseY)}C${r0(x - r * 1.15)},${r0(baseY - r * 1.1)} ${r0(x - r * 0.2)},${r0(baseY - r * 1.45)} ${r0(x)},${r0(baseY - r * 1.9)}C${r0(x + r * 0.2)},${r0(baseY - r * 1.45)} ${r0(x + r * 1.15)},${r0(baseY - r * 1.1)} ${r0(x + r)},${r0(baseY)}Z`;
}

type PalaceStyle = 'tomb' | 'water-palace' | 'lake-palace';

/** Arched openings along a wall, lit from inside as the light fades. */
function arcade(ctx: Ctx, x: number, y: number, width: number, height: number, shade: string, skip?: [number, number]): string {
  let d = '';
  const n = Math.max(2, Math.floor(width / 64));
  for (let i = 0; i < n; i++) {
    const ax = x + 24 + (i * (width - 48 - 28)) / (n - 1);
    if (skip && ax + 28 > skip[0] && ax < skip[1]) continue;
    d += `M${r0(ax)},${r0(y + height)}v-${r0(height * 0.7)}q14,-${r0(height * 0.3)} 28,0v${r0(height * 0.7)}z`;
  }
  return `<path d="${d}" fill="${shade}"/><path d="${d}" fill="${ctx.pal.light}" opacity="${(ctx.pal.lights * 0.8).toFixed(2)}"/>`;
}

function chhatri(x: number, baseY: number, r: number, fill: string): string {
  return `<rect x="${r0(x - r)}" y="${r0(baseY - r * 0.9)}" width="${r0(r * 2)}" height="${r0(r * 0.9)}" fill="${fill}"/><rect x="${r0(x - r * 1.2)}" y="${r0(baseY - r)}" width="${r0(r * 2.4)}" height="${r0(r * 0.18)}" fill="${fill}"/><path d="${dome(x, baseY - r, r)}" fill="${fill}"/>`;
}

function palaceScene(ctx: Ctx, tint: string, style: PalaceStyle): void {
  const horizon = r0(between(ctx.rng, 620, 670));
  sky(ctx, horizon);
  const { rng, pal } = ctx;
  const wall = mix(tint, pal.mid, pal.name === 'night' ? 0.6 : pal.name === 'dusk' ? 0.42 : 0.22);
  const shade = mix(wall, '#000000', 0.28);
  if (style === 'tomb') {
    ctx.body.push(`<path d="${rangePath(rng, horizon, 120, 3).d}" fill="${pal.far}" opacity=".5"/>`);
  } else {
    // The Aravalli hills rise behind; a fort wall runs along the ridge.
    const ridge = rollingLine(rng, horizon - 60, 200, 5);
    const hill = mix('#8a7a5a', pal.far, 0.55);
    ctx.body.push(`<path d="${smoothArea(ridge)}" fill="${hill}"/>`);
    if (style === 'water-palace') {
      ctx.body.push(`<path d="${smoothLine(ridge.map(([x, y]) => [x, y + 18] as [number, number]))}" stroke="${mix(hill, '#000000', 0.3)}" stroke-width="14" stroke-dasharray="16 8" fill="none"/>`);
    }
  }
  haze(ctx, horizon - 120, 200);
  const cx = r0(W / 2 + between(rng, -200, 200));
  const parts: string[] = [];
  if (style === 'tomb') {
    const pw = r0(between(rng, 760, 960));
    const top = horizon - 150;
    parts.push(`<rect x="${cx - pw / 2}" y="${top}" width="${pw}" height="150" fill="${wall}"/><rect x="${cx - 150}" y="${top - 90}" width="300" height="240" fill="${wall}"/>`);
    parts.push(`<path d="${dome(cx, top - 90, 110)}" fill="${wall}"/><path d="M${cx},${top - 299}v-40" stroke="${wall}" stroke-width="6"/>`);
    for (const dx of [-pw / 2 + 50, pw / 2 - 50]) parts.push(`<rect x="${r0(cx + dx - 14)}" y="${top - 230}" width="28" height="230" fill="${wall}"/><path d="${dome(cx + dx, top - 230, 26)}" fill="${wall}"/>`);
    for (const dx of [-pw / 4, pw / 4]) parts.push(chhatri(cx + dx, top, 44, wall));
    parts.push(arcade(ctx, cx - pw / 2, top + 60, pw, 70, shade, [cx - 150, cx + 150]));
    parts.push(arcade(ctx, cx - 60, horizon - 130, 120, 130, shade));
  } else if (style === 'water-palace') {
    // A low palace standing in the lake, octagonal chhatris at its corners.
    const pw = r0(between(rng, 620, 760));
    const top = horizon - 170;
    parts.push(`<rect x="${cx - pw / 2}" y="${top}" width="${pw}" height="170" fill="${wall}"/><rect x="${cx - pw / 2 - 10}" y="${top - 14}" width="${pw + 20}" height="14" fill="${shade}"/>`);
    for (const dx of [-pw / 2 + 10, pw / 2 - 10]) parts.push(`<rect x="${r0(cx + dx - 36)}" y="${top - 40}" width="72" height="210" fill="${wall}"/>${chhatri(cx + dx, top - 40, 40, wall)}`);
    parts.push(chhatri(cx, top - 14, 58, wall));
    parts.push(arcade(ctx, cx - pw / 2 + 40, top + 30, pw - 80, 50, shade));
    parts.push(arcade(ctx, cx - pw / 2 + 40, top + 100, pw - 80, 50, shade));
  } else {
    // Terraced lake palace: wings of different heights crowned with small domes.
    const wings = 5;
    let x = cx - 520;
    for (let i = 0; i < wings; i++) {
      const w = between(rng, 160, 240);
      const h = between(rng, 140, 280);
      parts.push(`<rect x="${r0(x)}" y="${r0(horizon - h)}" width="${r0(w)}" height="${r0(h)}" fill="${wall}"/>`);
      parts.push(chhatri(x + w / 2, horizon - h, between(rng, 26, 40), wall));
      parts.push(arcade(ctx, x, horizon - h + 30, w, 46, shade));
      if (h > 200) parts.push(arcade(ctx, x, horizon - h + 110, w, 46, shade));
      x += w - 4;
    }
  }
  ctx.defs.push(`<g id="palace">${parts.join('')}</g>`);
  ctx.body.push(`<use href="#palace"/>`);
  water(ctx, horizon);
  ctx.body.push(`<use href="#palace" transform="translate(0 ${horizon * 2}) scale(1 -1)" opacity=".28"/>`);
  ctx.body.push(`<rect y="${horizon}" width="${W}" height="4" fill="${pal.glow}" opacity=".4"/>`);
  const garden = mix('#2d4a2e', pal.near, 0.6);
  if (style === 'tomb') {
    for (const side of [0, 1]) {
      const x = side ? W - between(rng, 80, 200) : between(rng, 80, 200);
      ctx.body.push(`<path d="M${r0(x)},${H}V${r0(H - 300)}" stroke="${garden}" stroke-width="14"/><ellipse cx="${r0(x)}" cy="${r0(H - 380)}" rx="46" ry="150" fill="${garden}"/>`);
    }
  } else {
    // A carved jharokha frames the view from the hotel's own terrace.
    const frame = mix(tint, pal.near, 0.75);
    ctx.body.push(`<path d="M0,0H${W}V${H}H0ZM90,${H}V300Q90,70 ${W / 2},50Q${W - 90},70 ${W - 90},300V${H}Z" fill="${frame}" fill-rule="evenodd"/>`);
  }
}

function ghatsScene(ctx: Ctx, withBridge: boolean): void {
  const horizon = 520;
  sky(ctx, horizon);
  const { rng, pal } = ctx;
  if (withBridge) {
    mountains(ctx, horizon + 40, { snow: false, rock: '#4f6b4a' });
  } else {
    haze(ctx, horizon - 120, 200);
  }
  // Temples and houses stepping down to the river.
  const stone = mix('#d9b98c', pal.mid, pal.name === 'night' ? 0.65 : 0.35);
  const dark = mix(stone, '#000000', 0.3);
  const blocks: string[] = [];
  let x = -20;
  while (x < W) {
    const w = between(rng, 60, 150);
    const h = between(rng, 60, withBridge ? 140 : 220);
    blocks.push(`M${r0(x)},${horizon + 150}V${r0(horizon + 150 - h)}h${r0(w)}V${horizon + 150}z`);
    if (rng() < 0.3) {
      const sx = x + w / 2;
      const sy = horizon + 150 - h;
      blocks.push(`M${r0(sx - 34)},${r0(sy)}Q${r0(sx - 30)},${r0(sy - 110)} ${r0(sx)},${r0(sy - 150)}Q${r0(sx + 30)},${r0(sy - 110)} ${r0(sx + 34)},${r0(sy)}z`);
    }
    x += w - 4;
  }
  ctx.body.push(`<path d="${blocks.join('')}" fill="${stone}"/>`);
  let windows = '';
  for (let i = 0; i < 40; i++) windows += `M${r0(rng() * W)},${r0(horizon + 40 + rng() * 90)}h10v14h-10z`;
  ctx.body.push(`<path d="${windows}" fill="${pal.light}" opacity="${Math.max(pal.lights, 0.25)}"/>`);
  // The steps of the ghat.
  let steps = '';
  for (let i = 0; i < 7; i++) steps += `M0,${horizon + 150 + i * 14}h${W}`;
  ctx.body.push(`<rect y="${horizon + 150}" width="${W}" height="100" fill="${dark}"/><path d="${steps}" stroke="${stone}" stroke-width="3" opacity=".6"/>`);
  water(ctx, horizon + 250);
  if (withBridge) {
    // A suspension footbridge spans the river below the town.
    const deck = horizon + 330;
    const color = mix(pal.near, '#ffffff', 0.12);
    let hangers = '';
    for (let x = 190; x < 1420; x += 40) {
      const t = (x - 150) / 1300;
      hangers += `M${x},${r0(deck - 170 + 150 * 4 * t * (1 - t))}V${deck}`;
    }
    ctx.body.push(`<path d="M150,${deck + 40}V${deck - 190}M1450,${deck + 40}V${deck - 190}M150,${deck - 170}Q800,${deck + 130} 1450,${deck - 170}" stroke="${color}" stroke-width="8" fill="none"/><path d="${hangers}" stroke="${color}" stroke-width="2"/><rect x="130" y="${deck}" width="1340" height="12" fill="${color}"/>`);
  }
  // Boats and floating lamps.
  for (let i = 0; i < 3; i++) {
    const bx = between(rng, 100, W - 300);
    const by = between(rng, horizon + 320, H - 60);
    ctx.body.push(`<path d="M${r0(bx)},${r0(by)}q120,34 240,0l-24,22h-192z" fill="${pal.near}"/>`);
  }
  let lamps = '';
  for (let i = 0; i < 26; i++) lamps += `<circle cx="${r0(rng() * W)}" cy="${r0(horizon + 270 + rng() * (H - horizon - 280))}" r="${(2 + rng() * 3).toFixed(1)}"/>`;
  ctx.body.push(`<g fill="${pal.light}" opacity="${Math.max(pal.lights, 0.3)}">${lamps}</g>`);
}

function skylineScene(ctx: Ctx, options: { sea: boolean; landmark: boolean; hills: boolean }): void {
  const horizon = options.sea ? 640 : 720;
  sky(ctx, horizon);
  const { rng, pal } = ctx;
  if (options.hills) ctx.body.push(`<path d="${smoothArea(rollingLine(rng, horizon - 120, 120, 5))}" fill="${pal.far}" opacity=".7"/>`);
  haze(ctx, horizon - 240, 260);
  ctx.defs.push(
    `<pattern id="win" width="22" height="30" patternUnits="userSpaceOnUse"><rect x="5" y="6" width="10" height="14" fill="${pal.light}"/></pattern>`,
  );
  const layer = (color: string, maxH: number, lit: number) => {
    let d = '';
    let lights = '';
    let x = -10;
    while (x < W) {
      const w = between(rng, 50, 130);
      const h = between(rng, maxH * 0.3, maxH);
      const skip = options.landmark && x > 620 && x < 980;
      if (!skip) {
        d += `M${r0(x)},${horizon}V${r0(horizon - h)}h${r0(w)}V${horizon}z`;
        if (rng() < 0.25) d += `M${r0(x + w / 2)},${r0(horizon - h)}v-${r0(between(rng, 30, 70))}`;
        if (lit > 0) lights += `<rect x="${r0(x + 6)}" y="${r0(horizon - h + 10)}" width="${r0(w - 12)}" height="${r0(h - 20)}" fill="url(#win)"/>`;
      }
      x += w + between(rng, 4, 24);
    }
    ctx.body.push(`<path d="${d}" fill="${color}" stroke="${color}" stroke-width="4"/>`);
    if (lights) ctx.body.push(`<g opacity="${lit.toFixed(2)}">${lights}</g>`);
  };
  layer(pal.far, 380, 0);
  layer(pal.mid, 300, pal.lights * 0.35);
  if (options.landmark) {
    // A ceremonial arch with a dome behind it.
    const c = 800;
    ctx.body.push(`<path d="${dome(c + 150, horizon - 120, 70)}M${c + 80},${horizon}V${horizon - 120}h140V${horizon}z" fill="${pal.mid}"/>`);
    ctx.body.push(`<path d="M${c - 110},${horizon}V${horizon - 250}h220V${horizon}h-60v-120q-50,-70 -100,0v120z" fill="${pal.near}"/><rect x="${c - 125}" y="${horizon - 270}" width="250" height="26" fill="${pal.near}"/>`);
  }
  layer(pal.near, 200, pal.lights * 0.6);
  if (options.sea) {
    water(ctx, horizon);
    const promenade = `M0,${horizon + 150}Q800,${horizon + 40} ${W},${horizon + 170}`;
    ctx.body.push(`<path d="${promenade}" stroke="${pal.light}" stroke-width="5" stroke-dasharray="2 22" stroke-linecap="round" fill="none" opacity="${Math.max(pal.lights, 0.4)}"/>`);
  } else {
    // A boulevard lined with trees and lamps in front of the towers.
    ctx.defs.push(`<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(pal.near, '#000000', 0.2)}"/><stop offset="1" stop-color="${mix(pal.near, '#000000', 0.55)}"/></linearGradient>`);
    ctx.body.push(`<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#ground)"/>`);
    ctx.body.push(`<rect y="${horizon + 70}" width="${W}" height="6" fill="${pal.light}" opacity="${(0.15 + pal.lights * 0.4).toFixed(2)}"/>`);
    let lamps = '';
    for (let x = 40; x < W; x += 130) lamps += `<circle cx="${x}" cy="${horizon + 40}" r="5"/>`;
    ctx.body.push(`<g fill="${pal.light}" opacity="${Math.max(pal.lights, 0.3)}">${lamps}</g>`);
    const trees = mix('#234a2c', pal.near, 0.6);
    for (let i = 0; i < 9; i++) ctx.body.push(`<ellipse cx="${r0(rng() * W)}" cy="${r0(horizon + 10)}" rx="${r0(between(rng, 40, 90))}" ry="${r0(between(rng, 30, 60))}" fill="${trees}"/>`);
  }
}

function monasteryScene(ctx: Ctx, rock: string): void {
  const horizon = 600;
  sky(ctx, horizon);
  const { rng, pal } = ctx;
  mountains(ctx, horizon, { snow: true, rock });
  const hill = [[0, 900], [300, 760], [620, 610], [820, 590], [1100, 700], [1600, 860]].map(([x, y]) => [x!, y! + between(rng, -20, 20)] as [number, number]);
  const hillFill = mix(mix(rock, '#000000', 0.15), pal.near, pal.name === 'night' ? 0.75 : 0.45);
  ctx.body.push(`<path d="${smoothArea(hill)}" fill="${hillFill}"/>`);
  // Whitewashed monastery blocks climbing the ridge, maroon parapets, dark windows.
  const white = mix('#f3eee4', pal.mid, pal.name === 'night' ? 0.55 : 0.2);
  const maroon = mix('#7a2b2b', pal.near, 0.3);
  let walls = '';
  let trims = '';
  let windows = '';
  const shift = between(rng, -260, 220);
  const blocks = [[470, 720, 150, 90], [600, 660, 180, 110], [760, 610, 160, 130], [900, 680, 140, 90], [380, 790, 120, 70], [1000, 740, 130, 70]].filter(() => rng() > 0.15);
  for (const [bx, by, bw, bh] of blocks) {
    const x = bx! + shift + between(rng, -20, 20);
    walls += `M${r0(x)},${by! + bh!}V${by}h${bw}V${by! + bh!}z`;
    trims += `M${r0(x - 4)},${by! - 12}h${bw! + 8}v14h-${bw! + 8}z`;
    for (let k = 0; k < bw! / 40 - 1; k++) windows += `M${r0(x + 20 + k * 40)},${by! + 26}h14v22h-14z`;
  }
  ctx.body.push(`<path d="${walls}" fill="${white}"/><path d="${trims}" fill="${maroon}"/><path d="${windows}" fill="${pal.name === 'dusk' || pal.name === 'night' ? pal.light : '#2b2224'}" opacity=".85"/>`);
  // A chorten and a line of prayer flags.
  const sx = r0(1180 + shift * 0.5);
  const sy = 720;
  ctx.body.push(`<path d="M${sx - 50},${sy}h100v-30h-100zM${sx - 36},${sy - 30}q36,-80 72,0zM${sx - 5},${sy - 88}h10v-60h-10z" fill="${white}"/>`);
  const colors = ['#3d6fb6', '#f3eee4', '#c0392b', '#3a9d5d', '#e2b33c'];
  let flags = `<path d="M${sx},${sy - 148}Q${sx - 260},${sy - 40} ${sx - 520},${sy - 90}" stroke="${pal.near}" stroke-width="2" fill="none"/>`;
  for (let i = 1; i < 16; i++) {
    const t = i / 16;
    const fx = (1 - t) * (1 - t) * sx + 2 * (1 - t) * t * (sx - 260) + t * t * (sx - 520);
    const fy = (1 - t) * (1 - t) * (sy - 148) + 2 * (1 - t) * t * (sy - 40) + t * t * (sy - 90);
    flags += `<rect x="${r0(fx)}" y="${r0(fy)}" width="16" height="20" fill="${mix(colors[i % 5]!, pal.near, pal.name === 'night' ? 0.6 : 0.2)}"/>`;
  }
  ctx.body.push(flags);
}

// ---------------------------------------------------------------- which scene where

const scenes: Record<string, SceneKind> = {
  Delhi: 'skyline', Mumbai: 'skyline', Pune: 'skyline', Bangalore: 'skyline',
  Dehradun: 'peaks', Mussoorie: 'peaks', Almora: 'peaks', Shimla: 'peaks', Manali: 'peaks', Kohima: 'peaks',
  Rishikesh: 'ghats', Varanasi: 'ghats',
  Kaza: 'monastery', Leh: 'monastery', Gangtok: 'monastery',
  Guwahati: 'hills', Ooty: 'hills', Shillong: 'hills', Itanagar: 'hills', Imphal: 'hills',
  Panaji: 'beach',
  Alleppey: 'backwaters',
  Jaipur: 'palace', Agra: 'palace', Udaipur: 'palace',
};

const hillOptions: Record<string, HillOptions> = {
  Guwahati: { water: 'river' },
  Imphal: { water: 'lake' },
  Ooty: { bungalow: true },
  Shillong: { pines: true },
  Itanagar: { pines: true, bungalow: true },
};

const palaceTints: Record<string, string> = { Jaipur: '#e8a38a', Agra: '#f4efe6', Udaipur: '#efe2c8' };

function hotelImage(hotel: Hotel, index: number): string {
  const seed = hash(`${hotel.id}:${hotel.location}:${index}`);
  const rng = seeded(seed);
  // Each property starts its run of palettes somewhere different, so neighbours differ.
  const pal = palettes[(hash(hotel.location) + index) % palettes.length]!;
  const ctx: Ctx = { rng, pal, defs: [], body: [] };
  const kind = scenes[hotel.location] ?? 'hills';
  switch (kind) {
    case 'peaks':
      peaksScene(ctx);
      break;
    case 'hills':
      hillsScene(ctx, hillOptions[hotel.location] ?? {});
      break;
    case 'beach':
      beachScene(ctx);
      break;
    case 'backwaters':
      backwatersScene(ctx);
      break;
    case 'palace':
      palaceScene(ctx, palaceTints[hotel.location] ?? '#efe2c8', hotel.location === 'Agra' ? 'tomb' : hotel.location === 'Jaipur' ? 'water-palace' : 'lake-palace');
      break;
    case 'ghats':
      ghatsScene(ctx, hotel.location === 'Rishikesh');
      break;
    case 'skyline':
      skylineScene(ctx, { sea: hotel.location === 'Mumbai', landmark: hotel.location === 'Delhi', hills: hotel.location === 'Pune' });
      break;
    case 'monastery':
      monasteryScene(ctx, hotel.location === 'Gangtok' ? '#5d7a52' : '#b48a63');
      break;
  }
  vignette(ctx);
  return svg(W, H, `${hotel.name}, ${hotel.location}: ${kind} at ${pal.name}`, ctx.defs, ctx.body);
}

function svg(width: number, height: number, title: string, defs: string[], body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title><defs>${defs.join('')}</defs>${body.join('')}</svg>\n`;
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// ---------------------------------------------------------------- team portraits and partner marks

const portraitGradients: [string, string][] = [
  ['#3b1f4f', '#c98a3d'],
  ['#0f3b4a', '#6fb3a8'],
  ['#4a1c2c', '#d97757'],
  ['#1d2a5a', '#8a7fd1'],
  ['#2e3b1f', '#b9a35a'],
  ['#3a2416', '#e0a96d'],
  ['#13313f', '#d6b46a'],
  ['#40203a', '#e28aa0'],
];

const initialsOf = (name: string) =>
  name
    .replace(/^Dr\.\s+/, '')
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .slice(0, 2)
    .join('');

function portrait(name: string, index: number): string {
  const [from, to] = portraitGradients[index % portraitGradients.length]!;
  const defs = [
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="light" cx=".3" cy=".2" r=".9"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
  ];
  const body = [
    `<rect width="600" height="600" fill="url(#bg)"/><rect width="600" height="600" fill="url(#light)"/>`,
    `<g fill="#000" opacity=".13"><circle cx="300" cy="262" r="112"/><path d="M90,600C100,440 200,390 300,390S500,440 510,600Z"/></g>`,
    `<circle cx="300" cy="300" r="262" fill="none" stroke="#f3d9a4" stroke-width="2" opacity=".55"/>`,
    `<text x="300" y="300" dy=".35em" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="190" letter-spacing="6" fill="#fdf6e8">${escapeXml(initialsOf(name))}</text>`,
  ];
  return svg(600, 600, `Portrait of ${name}`, defs, body);
}

const partnerStyles: Record<string, { color: string; shape: string }> = {
  'AI Technology Partner': { color: '#4f46e5', shape: 'M120,12L213,66V174L120,228L27,174V66Z' },
  'Government Partner': { color: '#b45309', shape: 'M120,14L214,48V120C214,176 172,212 120,228C68,212 26,176 26,120V48Z' },
  'Sustainability Partner': { color: '#15803d', shape: 'M120,16C200,40 224,120 196,186C170,222 70,222 44,186C16,120 40,40 120,16Z' },
  'F&B Partner': { color: '#be123c', shape: 'M120,16A104,104 0 1 1 119.9,16Z' },
  'Activity Partner': { color: '#0e7490', shape: 'M120,18L226,214H14Z' },
  'Wellness Partner': { color: '#7e22ce', shape: 'M120,16Q224,16 224,120Q224,224 120,224Q16,224 16,120Q16,16 120,16Z' },
};

function partnerLogo(name: string, type: string): string {
  const style = partnerStyles[type] ?? { color: '#475569', shape: 'M24,24H216V216H24Z' };
  const defs = [`<linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(style.color, '#ffffff', 0.25)}"/><stop offset="1" stop-color="${mix(style.color, '#000000', 0.25)}"/></linearGradient>`];
  const body = [
    `<path d="${style.shape}" fill="url(#mark)"/>`,
    `<path d="${style.shape}" fill="none" stroke="#fff" stroke-width="4" opacity=".35" transform="translate(120 120) scale(.86) translate(-120 -120)"/>`,
    `<text x="120" y="${type === 'Activity Partner' ? 150 : 124}" dy=".35em" text-anchor="middle" font-family="'Helvetica Neue', Arial, sans-serif" font-weight="700" font-size="${type === 'Activity Partner' ? 56 : 72}" fill="#fff">${escapeXml(initialsOf(name))}</text>`,
  ];
  return svg(240, 240, `${name} logo`, defs, body);
}

// ---------------------------------------------------------------- write

const fileOf = (url: string) => path.join(root, 'frontend/public', url);

async function write(url: string, content: string): Promise<number> {
  const file = fileOf(url);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  return Buffer.byteLength(content);
}

const sizes: number[] = [];
for (const hotel of properties) {
  for (const [i, url] of hotel.images.entries()) sizes.push(await write(url, hotelImage(hotel, i)));
}
for (const [i, member] of team.entries()) {
  if (member.image) sizes.push(await write(member.image, portrait(member.name, i)));
}
for (const partner of partners) sizes.push(await write(partner.logo, partnerLogo(partner.name, partner.type)));

process.stdout.write(`wrote ${sizes.length} images under ${publicImages}; largest ${Math.max(...sizes)} bytes\n`);
