/** The drawing kit the vehicles share: colours, paint, glass, wheels and shadows. */

/** Ground line where the tyres touch, in the 1280 × 960 canvas. */
export const GROUND = 772;

function clampByte(n: number): number {
  return Math.max(0, Math.min(255, Math.round(n)));
}

function parseHex(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes a colour toward white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const [r, g, b] = parseHex(hex);
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  const mix = (c: number) => clampByte(c + (target - c) * t);
  return `#${[mix(r), mix(g), mix(b)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

interface Wheel {
  cx: number;
  r: number;
}

/**
 * The underside of a body from the front bottom corner to the rear one, with an arch over each
 * wheel (listed front to back).
 */
export function underside(bottom: number, wheels: Wheel[], rearX: number): string {
  let d = '';
  for (const wheel of wheels) {
    const cy = GROUND - wheel.r;
    const arch = wheel.r + 12;
    const dy = bottom - cy;
    const dx = Math.sqrt(Math.max(0, arch * arch - dy * dy));
    const large = dy > 0 ? 1 : 0;
    d += ` L ${(wheel.cx + dx).toFixed(1)} ${bottom} A ${arch} ${arch} 0 ${large} 0 ${(wheel.cx - dx).toFixed(1)} ${bottom}`;
  }
  return `${d} L ${rearX} ${bottom} Z`;
}

/** Paint gradients and glass shared by every body. */
export function paintDefs(hex: string): string {
  const light = luminance(hex);
  return `
  <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${shade(hex, 0.28)}"/>
    <stop offset="0.38" stop-color="${shade(hex, light > 0.8 ? 0.05 : 0.1)}"/>
    <stop offset="0.55" stop-color="${hex}"/>
    <stop offset="1" stop-color="${shade(hex, -0.42)}"/>
  </linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="0.3" y2="1">
    <stop offset="0" stop-color="#5d6f80"/>
    <stop offset="0.5" stop-color="#27323d"/>
    <stop offset="1" stop-color="#151b21"/>
  </linearGradient>
  <linearGradient id="chrome" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f4f6f8"/>
    <stop offset="0.5" stop-color="#aab1b8"/>
    <stop offset="1" stop-color="#e1e5e9"/>
  </linearGradient>
  <radialGradient id="rim" cx="0.45" cy="0.4" r="0.65">
    <stop offset="0" stop-color="#eef1f4"/>
    <stop offset="0.7" stop-color="#a9b0b8"/>
    <stop offset="1" stop-color="#6e767e"/>
  </radialGradient>
  <radialGradient id="lamp" cx="0.4" cy="0.4" r="0.7">
    <stop offset="0" stop-color="#ffffff"/>
    <stop offset="0.6" stop-color="#e8eef3"/>
    <stop offset="1" stop-color="#a9b4be"/>
  </radialGradient>
  <linearGradient id="tail" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ff5a4f"/>
    <stop offset="1" stop-color="#98121a"/>
  </linearGradient>
  <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#000" stop-opacity="0.55"/>
    <stop offset="0.6" stop-color="#000" stop-opacity="0.28"/>
    <stop offset="1" stop-color="#000" stop-opacity="0"/>
  </radialGradient>`;
}

export function wheel(cx: number, r: number, spokes = 5): string {
  const cy = GROUND - r;
  const rim = r * 0.64;
  let spokeShapes = '';
  for (let i = 0; i < spokes; i++) {
    const angle = (360 / spokes) * i + 18;
    spokeShapes += `<path d="M ${cx - rim * 0.09} ${cy} L ${cx - rim * 0.16} ${cy - rim * 0.9} L ${cx + rim * 0.16} ${cy - rim * 0.9} L ${cx + rim * 0.09} ${cy} Z" fill="url(#rim)" transform="rotate(${angle} ${cx} ${cy})"/>`;
  }
  return `<g>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1c1e"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.93}" fill="none" stroke="#2c2e31" stroke-width="${r * 0.05}"/>
    <circle cx="${cx}" cy="${cy}" r="${rim}" fill="#2a2d31"/>
    <circle cx="${cx}" cy="${cy}" r="${rim * 0.72}" fill="#4a4f55"/>
    ${spokeShapes}
    <circle cx="${cx}" cy="${cy}" r="${rim}" fill="none" stroke="url(#rim)" stroke-width="${r * 0.07}"/>
    <circle cx="${cx}" cy="${cy}" r="${rim * 0.2}" fill="#c9ced3" stroke="#7d848b" stroke-width="2"/>
  </g>`;
}

/** A spoked motorbike wheel: thin tyre, wire spokes or a cast rim, a brake disc. */
export function bikeWheel(cx: number, r: number, disc: boolean): string {
  const cy = GROUND - r;
  let spokes = '';
  for (let i = 0; i < 6; i++) {
    spokes += `<rect x="${cx - 3.5}" y="${cy - r * 0.76}" width="7" height="${r * 0.76}" rx="3" fill="#3a3d41" transform="rotate(${i * 60 + 10} ${cx} ${cy})"/>`;
  }
  return `<g>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1c1e"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="#f1f3f5" fill-opacity="0.12"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="#2f3236" stroke-width="8"/>
    ${spokes}
    ${disc ? `<circle cx="${cx}" cy="${cy}" r="${r * 0.42}" fill="url(#rim)" fill-opacity="0.9"/>` : ''}
    <circle cx="${cx}" cy="${cy}" r="${r * 0.12}" fill="#c9ced3" stroke="#6b7178" stroke-width="2"/>
  </g>`;
}

/** The dark wheel well seen above a tyre, behind the body. */
export function wheelWell(bottom: number, wheel: Wheel): string {
  const cy = GROUND - wheel.r;
  const arch = wheel.r + 11;
  const dy = bottom - cy;
  const dx = Math.sqrt(Math.max(0, arch * arch - dy * dy));
  const large = dy > 0 ? 1 : 0;
  return `<path d="M ${(wheel.cx - dx).toFixed(1)} ${bottom} A ${arch} ${arch} 0 ${large} 1 ${(wheel.cx + dx).toFixed(1)} ${bottom} Z" fill="#141517"/>`;
}

export function wheelSet(bottom: number, list: Wheel[], spokes = 5): string {
  return list.map((w) => wheelWell(bottom, w) + wheel(w.cx, w.r, spokes)).join('');
}

export function groundShadow(x1: number, x2: number, depth = 26): string {
  const cx = (x1 + x2) / 2;
  const rx = (x2 - x1) / 2 + 40;
  return `<ellipse cx="${cx}" cy="${GROUND + 2}" rx="${rx}" ry="${depth}" fill="url(#shadow)"/>`;
}

/** Soft reflections on the paint, clipped to the body outline. */
export function paintShading(bodyPath: string, beltline: number, top: number): string {
  return `<clipPath id="bodyClip"><path d="${bodyPath}"/></clipPath>
  <g clip-path="url(#bodyClip)">
    <rect x="0" y="${beltline + 18}" width="1280" height="14" fill="#fff" opacity="0.22"/>
    <rect x="0" y="${beltline + 32}" width="1280" height="6" fill="#fff" opacity="0.08"/>
    <rect x="0" y="${top}" width="1280" height="10" fill="#fff" opacity="0.18"/>
    <rect x="0" y="${GROUND - 118}" width="1280" height="120" fill="#000" opacity="0.12"/>
  </g>`;
}

export function glassReflection(clipId: string, path: string, x: number, y: number): string {
  return `<clipPath id="${clipId}"><path d="${path}"/></clipPath>
  <g clip-path="url(#${clipId})" opacity="0.16">
    <path d="M ${x} ${y + 200} L ${x + 140} ${y - 40} L ${x + 210} ${y - 40} L ${x + 70} ${y + 200} Z" fill="#fff"/>
    <path d="M ${x + 260} ${y + 200} L ${x + 400} ${y - 40} L ${x + 430} ${y - 40} L ${x + 290} ${y + 200} Z" fill="#fff"/>
  </g>`;
}
