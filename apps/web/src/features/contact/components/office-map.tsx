import { ExternalLink } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { CONTACT } from '../../../config/site';
import { useT } from '../../../lib/i18n';

const MAPS_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `CarMarket, ${CONTACT.addressLines.join(', ')}`,
)}`;

const label = {
  fontFamily: 'system-ui, sans-serif',
  fontWeight: 600,
} as const;

/**
 * Where the office is, drawn here rather than embedded: the CSP forbids third-party frames, and a
 * drawing still works offline. The link opens the real map in the visitor's own app or tab.
 */
export function OfficeMap() {
  const { t, language } = useT();
  return (
    <figure className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-(--shadow-card)">
      <svg
        role="img"
        aria-label={t(
          'Map: the CarMarket office on Galle Road, Colombo 03, between Marine Drive by the sea and Duplication Road',
        )}
        viewBox="0 0 600 340"
        className="block h-auto w-full"
      >
        <rect width="600" height="340" fill="#eef2f6" />
        <path d="M0 0H92C80 90 96 200 76 340H0Z" fill="#bfd5fe" />
        <text x="40" y="290" fill="#1e318a" fontSize="14" transform="rotate(-90 40 290)" {...label}>
          {t('Indian Ocean')}
        </text>
        {[
          [150, 30, 70, 70],
          [150, 130, 70, 90],
          [150, 250, 70, 70],
          [290, 30, 110, 70],
          [290, 130, 110, 90],
          [290, 250, 110, 70],
          [460, 30, 120, 70],
          [460, 130, 120, 90],
          [460, 250, 120, 70],
        ].map(([x, y, width, height]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width={width} height={height} rx="8" fill="#e2e8f0" />
        ))}
        <rect x="470" y="140" width="100" height="70" rx="10" fill="#c9ecd4" />
        <path d="M104 0L108 340" stroke="#94a3b8" strokeWidth="3" strokeDasharray="10 6" />
        <path d="M125 0L128 340" stroke="#ffffff" strokeWidth="14" />
        <path d="M96 110H600M92 235H600" stroke="#ffffff" strokeWidth="12" />
        <path d="M430 0L434 340" stroke="#ffffff" strokeWidth="14" />
        <path d="M250 0L256 340" stroke="#fdc865" strokeWidth="22" />
        <path d="M250 0L256 340" stroke="#fff1d6" strokeWidth="2" strokeDasharray="12 10" />
        <text
          x="140"
          y="330"
          fill="#475569"
          fontSize="12"
          transform="rotate(-90 140 330)"
          {...label}
        >
          {t('Marine Drive')}
        </text>
        <text
          x="276"
          y="330"
          fill="#92400e"
          fontSize="15"
          transform="rotate(-90 276 330)"
          {...label}
        >
          {t('Galle Road')}
        </text>
        <text
          x="448"
          y="330"
          fill="#475569"
          fontSize="12"
          transform="rotate(-90 448 330)"
          {...label}
        >
          {t('Duplication Road')}
        </text>
        <g transform="translate(253 172)">
          <ellipse cx="0" cy="2" rx="12" ry="4" fill="#0f172a" opacity="0.25" />
          <path
            d="M0 0C-4-14-22-22-22-40A22 22 0 0 1 22-40C22-22 4-14 0 0Z"
            fill="#1d40d8"
            stroke="#ffffff"
            strokeWidth="3"
          />
          <circle cx="0" cy="-40" r="8" fill="#ffffff" />
        </g>
        <g transform="translate(300 150)">
          <rect x="0" y="-22" width="132" height="34" rx="10" fill="#141f4f" />
          <text
            x="66"
            y="0"
            fill="#ffffff"
            fontSize="14"
            textAnchor="middle"
            {...label}
            // Longer in Sinhala and Tamil: squeezed into the label, never past it.
            {...(language === 'en' ? {} : { textLength: 116, lengthAdjust: 'spacingAndGlyphs' })}
          >
            {t('CarMarket office')}
          </text>
        </g>
      </svg>
      <figcaption className="flex flex-col gap-3 border-t border-slate-100 p-5 sm:flex-row sm:items-center sm:justify-between">
        <span className="text-sm text-slate-600">
          {CONTACT.addressLines.map((line) => t(line)).join(', ')}
        </span>
        <a
          href={MAPS_URL}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles({ variant: 'secondary', className: 'self-start sm:self-auto' })}
        >
          {t('Open in Google Maps')}
          <ExternalLink aria-hidden className="size-4" />
          <span className="sr-only">{t('(opens in a new tab)')}</span>
        </a>
      </figcaption>
    </figure>
  );
}
