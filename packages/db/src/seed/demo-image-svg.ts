import { paintDefs } from './demo-image-paint';
import { DRAW } from './demo-image-vehicles';
import {
  DEMO_IMAGE_HEIGHT,
  DEMO_IMAGE_WIDTH,
  type DemoAngle,
  type DemoBodyType,
} from './demo-image-kinds';

/**
 * The SVG of one demo photo: a backdrop per angle (day, street, evening, studio) and the vehicle
 * placed in it, turned or enlarged for the angle.
 */

function palms(baseY: number, fill: string, xs: number[]): string {
  return xs
    .map((x, i) => {
      const h = 150 + ((i * 37) % 70);
      const lean = i % 2 === 0 ? 16 : -14;
      const tx = x + lean;
      const ty = baseY - h;
      const fronds = [-160, -130, -100, -60, -25, 10, 45]
        .map((a) => {
          const rad = (a * Math.PI) / 180;
          const len = 78 + ((i + a) % 3) * 8;
          const ex = tx + Math.cos(rad) * len;
          const ey = ty + Math.abs(Math.sin(rad)) * -10 + 46 - Math.abs(Math.cos(rad)) * 6;
          const mx = tx + Math.cos(rad) * len * 0.5;
          const my = ty - 22 - Math.abs(Math.cos(rad)) * 8;
          return `<path d="M ${tx} ${ty} Q ${mx} ${my - 10} ${ex} ${ey} Q ${mx} ${my + 8} ${tx} ${ty + 8} Z" fill="${fill}"/>`;
        })
        .join('');
      return `<path d="M ${x - 6} ${baseY} Q ${x + lean * 0.4} ${baseY - h / 2} ${tx - 3} ${ty} L ${tx + 3} ${ty} Q ${x + lean * 0.4 + 6} ${baseY - h / 2} ${x + 6} ${baseY} Z" fill="${fill}"/>${fronds}`;
    })
    .join('');
}

function background(angle: DemoAngle): string {
  if (angle === 'studio' || angle === 'rear') {
    return `<defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#d9dde2"/><stop offset="1" stop-color="#f1f3f5"/>
      </linearGradient>
      <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#c9ced4"/><stop offset="1" stop-color="#9ea5ad"/>
      </linearGradient>
      <radialGradient id="spot" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stop-color="#fff" stop-opacity="0.7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="1280" height="620" fill="url(#wall)"/>
    <rect y="620" width="1280" height="340" fill="url(#floor)"/>
    <ellipse cx="640" cy="420" rx="640" ry="260" fill="url(#spot)"/>
    <path d="M 0 620 L 1280 620" stroke="#b7bdc4" stroke-width="3"/>`;
  }
  if (angle === 'street') {
    let pillars = '';
    for (let x = 60; x < 1280; x += 230) {
      pillars += `<rect x="${x}" y="392" width="46" height="212" fill="#d8ccb2"/><rect x="${x - 6}" y="384" width="58" height="16" fill="#cbbd9f"/>`;
    }
    return `<defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#a9c3d9"/><stop offset="1" stop-color="#e4edf3"/>
      </linearGradient>
      <linearGradient id="road" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#8a8c8c"/><stop offset="1" stop-color="#5f6263"/>
      </linearGradient>
    </defs>
    <rect width="1280" height="600" fill="url(#sky)"/>
    <path d="M 0 330 Q 80 250 170 300 Q 240 220 330 290 Q 420 240 470 320 L 470 420 L 0 420 Z" fill="#4f7d4a"/>
    <path d="M 760 320 Q 840 230 940 290 Q 1030 220 1120 290 Q 1200 250 1280 300 L 1280 420 L 760 420 Z" fill="#5b8a52"/>
    <path d="M 470 250 L 640 170 L 810 250 Z" fill="#a4553f"/>
    <rect x="500" y="250" width="280" height="160" fill="#efe6d2"/>
    <rect x="540" y="290" width="60" height="60" fill="#5d6f80"/><rect x="680" y="290" width="60" height="60" fill="#5d6f80"/>
    <rect y="400" width="1280" height="204" fill="#e9e0cc"/>
    <rect y="400" width="1280" height="10" fill="#d3c6a8"/>
    ${pillars}
    <rect y="596" width="1280" height="22" fill="#bdb6a6"/>
    <rect y="618" width="1280" height="342" fill="url(#road)"/>`;
  }
  if (angle === 'evening') {
    return `<defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#6f8fc0"/><stop offset="0.55" stop-color="#e9b48c"/><stop offset="1" stop-color="#f6d6a8"/>
      </linearGradient>
      <linearGradient id="road" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#6d6663"/><stop offset="1" stop-color="#4a4543"/>
      </linearGradient>
    </defs>
    <rect width="1280" height="600" fill="url(#sky)"/>
    <circle cx="1040" cy="470" r="60" fill="#fbe3b8" opacity="0.8"/>
    <path d="M 0 540 Q 200 500 420 530 T 860 520 T 1280 530 L 1280 600 L 0 600 Z" fill="#7b6f74" opacity="0.65"/>
    ${palms(600, '#4d4149', [90, 300, 1180, 700])}
    <rect y="596" width="1280" height="22" fill="#a79c90"/>
    <rect y="618" width="1280" height="342" fill="url(#road)"/>
    <path d="M 0 880 L 1280 880" stroke="#e8d9a8" stroke-width="8" stroke-dasharray="90 70" opacity="0.7"/>`;
  }
  return `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7fb6e6"/><stop offset="1" stop-color="#d9ecfa"/>
    </linearGradient>
    <linearGradient id="road" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#73787e"/><stop offset="1" stop-color="#4d5257"/>
    </linearGradient>
  </defs>
  <rect width="1280" height="600" fill="url(#sky)"/>
  <ellipse cx="260" cy="150" rx="120" ry="34" fill="#fff" opacity="0.75"/>
  <ellipse cx="340" cy="130" rx="90" ry="30" fill="#fff" opacity="0.75"/>
  <ellipse cx="980" cy="210" rx="140" ry="30" fill="#fff" opacity="0.6"/>
  <path d="M 0 520 Q 160 460 360 500 T 760 480 T 1280 500 L 1280 600 L 0 600 Z" fill="#8fb08c"/>
  <path d="M 0 560 Q 220 520 480 550 T 980 540 T 1280 550 L 1280 600 L 0 600 Z" fill="#5f8a5c"/>
  ${palms(590, '#3f6b43', [140, 1150])}
  <rect y="596" width="1280" height="22" fill="#c9c3b6"/>
  <rect y="618" width="1280" height="342" fill="url(#road)"/>
  <path d="M 0 880 L 1280 880" stroke="#f1f1ee" stroke-width="8" stroke-dasharray="90 70" opacity="0.8"/>`;
}

/** The SVG source of one pool image (1280 × 960). */
export function demoImageSvg(body: DemoBodyType, hex: string, angle: DemoAngle): string {
  const vehicle = DRAW[body](hex);
  // The street and evening shots show the other side; the studio stands the vehicle further back;
  // the close-ups enlarge the front or the rear.
  const placement: Record<DemoAngle, string> = {
    day: '',
    street: 'translate(1280 0) scale(-1 1)',
    evening: 'translate(1300 0) scale(-1 1)',
    studio: 'translate(64 40) scale(0.9)',
    front: 'translate(560 500) scale(1.75) translate(-860 -560)',
    rear: 'translate(1280 0) scale(-1 1) translate(560 500) scale(1.75) translate(-420 -560)',
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}" viewBox="0 0 1280 960">
  <defs>${paintDefs(hex)}</defs>
  ${background(angle)}
  <g transform="${placement[angle]}">${vehicle}</g>
</svg>`;
}
