/**
 * The leaders' portraits, drawn as SVG the way the demo car photos are (packages/db's
 * demo-images): nothing is downloaded, no stock photo is needed, and each is an ordinary image
 * with alt text. A head-and-shoulders illustration on a soft studio backdrop.
 */
export interface PortraitLook {
  skin: string;
  /** Hair colour. */
  hair: string;
  hairStyle: 'short' | 'side-part' | 'long';
  /** Jacket or top; the shirt shows at the collar. */
  jacket: string;
  shirt: string;
  backdrop: [string, string];
  glasses?: boolean;
  beard?: boolean;
}

function hairBack(look: PortraitLook): string {
  // Long hair falls behind the shoulders, so it is drawn before the body.
  if (look.hairStyle !== 'long') return '';
  return `<path d="M92 118c-6 40-4 92 4 128h128c8-36 10-88 4-128-6-44-38-66-68-66s-62 22-68 66z" fill="${look.hair}"/>`;
}

function hairFront(look: PortraitLook): string {
  switch (look.hairStyle) {
    case 'short':
      return `<path d="M112 116c-4-34 18-54 48-54s52 20 48 54c-6-14-14-22-22-24-16 8-40 8-58 2-8 4-14 12-16 22z" fill="${look.hair}"/>`;
    case 'side-part':
      return `<path d="M110 122c-6-40 16-62 50-62 32 0 54 20 50 60-4-12-10-20-18-24-22 2-48-4-62-14-8 10-16 24-20 40z" fill="${look.hair}"/>`;
    case 'long':
      return `<path d="M108 128c-4-44 20-68 52-68s56 24 52 68c-8-22-24-38-44-42-12 14-34 24-60 42z" fill="${look.hair}"/>`;
  }
}

export function leaderPortraitSvg(look: PortraitLook): string {
  const [from, to] = look.backdrop;
  const glasses = look.glasses
    ? `<g fill="none" stroke="#1f2937" stroke-width="3"><rect x="124" y="126" width="30" height="22" rx="8"/><rect x="166" y="126" width="30" height="22" rx="8"/><path d="M154 134h12"/></g>`
    : '';
  const beard = look.beard
    ? `<path d="M124 156c4 26 20 40 36 40s32-14 36-40c-8 10-20 14-36 14s-28-4-36-14z" fill="${look.hair}" opacity=".9"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320">
<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="l" cx=".35" cy=".3" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="320" height="320" fill="url(#b)"/><rect width="320" height="320" fill="url(#l)"/>
${hairBack(look)}
<path d="M40 320c4-62 44-92 120-96 76 4 116 34 120 96z" fill="${look.jacket}"/>
<path d="M134 214l26 44 26-44-26-8z" fill="${look.shirt}"/>
<path d="M120 220l40 40-22 8-30-40zM200 220l-40 40 22 8 30-40z" fill="#000" opacity=".18"/>
<rect x="142" y="178" width="36" height="42" rx="14" fill="${look.skin}"/>
<path d="M142 196c12 8 24 8 36 0v10c-12 8-24 8-36 0z" fill="#000" opacity=".12"/>
<ellipse cx="112" cy="138" rx="9" ry="14" fill="${look.skin}"/><ellipse cx="208" cy="138" rx="9" ry="14" fill="${look.skin}"/>
<ellipse cx="160" cy="132" rx="48" ry="60" fill="${look.skin}"/>
${beard}
<path d="M128 120q10-7 20 0M172 120q10-7 20 0" stroke="#2b2118" stroke-width="4" fill="none" stroke-linecap="round"/>
<ellipse cx="139" cy="137" rx="5" ry="6" fill="#2b2118"/><ellipse cx="181" cy="137" rx="5" ry="6" fill="#2b2118"/>
<path d="M160 140q-6 16 0 20" stroke="#000" stroke-opacity=".25" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M144 168q16 14 32 0" stroke="#7a2e2e" stroke-width="4" fill="none" stroke-linecap="round"/>
${glasses}
${hairFront(look)}
</svg>`;
}

/** The SVG as an image address: our CSP allows data: pictures (apps/api security plugin). */
export function leaderPortraitSrc(look: PortraitLook): string {
  return `data:image/svg+xml,${encodeURIComponent(leaderPortraitSvg(look))}`;
}
