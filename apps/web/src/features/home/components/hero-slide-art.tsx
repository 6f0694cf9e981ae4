import type { JSX } from 'react';
import { useT } from '../../../lib/i18n';

/**
 * The hero's backgrounds, drawn as inline SVG: the CSP allows no downloaded images, and a drawing
 * scales to any screen. Each scene keeps its car at the bottom right, where the text is not.
 */

export type HeroScene = 'city' | 'sunrise' | 'finance';

function Car({ x, y, body, glass }: { x: number; y: number; body: string; glass: string }) {
  return (
    <g data-testid="hero-car" transform={`translate(${x} ${y})`}>
      <ellipse cx="166" cy="122" rx="170" ry="10" fill="#020617" opacity="0.35" />
      <path
        d="M14 84C14 72 22 66 36 64L84 58 124 28C131 23 139 21 148 21L214 21C227 21 237 25 246 33L276 58 302 63C313 65 318 73 318 84L318 92C318 97 315 100 310 100L22 100C17 100 14 97 14 92Z"
        fill={body}
      />
      <path d="M131 34L107 58 176 58 176 31 150 31C142 31 136 31 131 34Z" fill={glass} />
      <path d="M186 31L186 58 258 58 236 38C230 33 223 31 214 31Z" fill={glass} />
      <path d="M20 72h9v8h-9z" fill="#ef4444" />
      <path d="M303 69l13 2v7l-13-1z" fill="#fff7e0" />
      <path d="M150 70h16" stroke={glass} strokeWidth="3" strokeLinecap="round" opacity="0.6" />
      {[86, 250].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="100" r="22" fill="#0b1020" />
          <circle cx={cx} cy="100" r="10" fill="#cbd5e1" />
          <circle cx={cx} cy="100" r="3" fill="#475569" />
        </g>
      ))}
    </g>
  );
}

function Road({ color, dash }: { color: string; dash: string }) {
  return (
    <g>
      <rect x="0" y="500" width="1200" height="100" fill={color} />
      <rect x="0" y="500" width="1200" height="4" fill="#ffffff" opacity="0.12" />
      {Array.from({ length: 10 }, (_, index) => (
        <rect key={index} x={index * 130 + 10} y="556" width="70" height="6" rx="3" fill={dash} />
      ))}
    </g>
  );
}

function CityScene() {
  const towers = [
    [560, 300, 70],
    [640, 240, 60],
    [712, 330, 90],
    [812, 200, 70],
    [890, 280, 80],
    [980, 230, 64],
    [1054, 320, 80],
    [1140, 260, 60],
  ] as const;
  return (
    <>
      <defs>
        <linearGradient id="hero-city-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#141f4f" />
          <stop offset="0.6" stopColor="#1e35af" />
          <stop offset="1" stopColor="#3b6ef6" />
        </linearGradient>
      </defs>
      <rect width="1200" height="600" fill="url(#hero-city-sky)" />
      <circle cx="1040" cy="110" r="42" fill="#dbe7fe" opacity="0.85" />
      {towers.map(([x, top, width], index) => (
        <g key={x}>
          <rect x={x} y={top} width={width} height={500 - top} fill="#141f4f" opacity="0.9" />
          {Array.from({ length: Math.floor((500 - top) / 46) }, (_, row) => (
            <rect
              key={row}
              x={x + 14 + ((row + index) % 2) * (width / 2 - 10)}
              y={top + 20 + row * 46}
              width="12"
              height="16"
              rx="2"
              fill="#fdc865"
              opacity={(row + index) % 3 === 0 ? 0.9 : 0.35}
            />
          ))}
        </g>
      ))}
      <Road color="#0f172a" dash="#fdc865" />
      <Car x={780} y={412} body="#fbb13c" glass="#1e318a" />
    </>
  );
}

function SunriseScene() {
  const { t, language } = useT();
  return (
    <>
      <defs>
        <linearGradient id="hero-sunrise-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1e318a" />
          <stop offset="0.55" stopColor="#d97406" />
          <stop offset="1" stopColor="#fdc865" />
        </linearGradient>
      </defs>
      <rect width="1200" height="600" fill="url(#hero-sunrise-sky)" />
      <circle cx="930" cy="420" r="120" fill="#fff1d6" opacity="0.9" />
      <path
        d="M420 500C520 400 600 380 700 430S880 360 980 400 1140 380 1200 410V500Z"
        fill="#1e318a"
        opacity="0.85"
      />
      <path d="M600 500C700 450 820 440 940 470S1120 450 1200 470V500Z" fill="#141f4f" />
      <Road color="#1e293b" dash="#ffffff" />
      <g transform="translate(1090 360)">
        <rect x="-4" y="40" width="8" height="100" fill="#0f172a" />
        <rect x="-56" y="0" width="112" height="52" rx="10" fill="#ffffff" />
        <text
          x="0"
          y="34"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
          fontSize="26"
          fontWeight="800"
          fill="#1d40d8"
          // The sign's word is longer in Sinhala and Tamil: squeezed to the sign, never past it.
          {...(language === 'en' ? {} : { textLength: 96, lengthAdjust: 'spacingAndGlyphs' })}
        >
          {t('SOLD')}
        </text>
      </g>
      <Car x={700} y={412} body="#ffffff" glass="#1e318a" />
    </>
  );
}

function FinanceScene() {
  const bars = [
    [640, 360],
    [720, 310],
    [800, 250],
    [880, 190],
    [960, 140],
  ] as const;
  return (
    <>
      <defs>
        <linearGradient id="hero-finance-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#141f4f" />
          <stop offset="1" stopColor="#1e35af" />
        </linearGradient>
      </defs>
      <rect width="1200" height="600" fill="url(#hero-finance-sky)" />
      {bars.map(([x, top], index) => (
        <rect
          key={x}
          x={x}
          y={top}
          width="56"
          height={500 - top}
          rx="10"
          fill="#6092fa"
          opacity={0.25 + index * 0.12}
        />
      ))}
      <path
        d="M620 380L700 330 780 300 860 220 940 180 1040 110"
        fill="none"
        stroke="#fdc865"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="1040" cy="110" r="14" fill="#fdc865" />
      {[
        [1100, 250],
        [1130, 320],
        [1070, 380],
      ].map(([cx, cy]) => (
        <g key={cx}>
          <circle cx={cx} cy={cy} r="30" fill="#fbb13c" />
          <circle cx={cx} cy={cy} r="22" fill="none" stroke="#d97406" strokeWidth="4" />
        </g>
      ))}
      <Road color="#0f172a" dash="#93b8fd" />
      <Car x={760} y={412} body="#6092fa" glass="#141f4f" />
    </>
  );
}

const SCENES: Record<HeroScene, () => JSX.Element> = {
  city: CityScene,
  sunrise: SunriseScene,
  finance: FinanceScene,
};

export function HeroSlideArt({ scene }: { scene: HeroScene }) {
  const Scene = SCENES[scene];
  return (
    <svg
      aria-hidden
      focusable="false"
      viewBox="0 0 1200 600"
      preserveAspectRatio="xMaxYMax slice"
      className="absolute right-0 bottom-0 h-[24rem] w-[48rem] sm:inset-0 sm:size-full"
    >
      <Scene />
    </svg>
  );
}
