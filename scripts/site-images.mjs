#!/usr/bin/env node
/**
 * Makes the site's raster pictures from its artwork, once; the results are committed under
 * apps/web/public (decision 117), so no build step needs sharp's fonts or this script:
 *
 * - favicon.ico: 16, 32 and 48 px PNGs of favicon.svg in one ICO file (browsers and crawlers
 *   that ask for /favicon.ico without reading the page's links);
 * - apple-touch-icon.png: 180 × 180, the icon on a phone's home screen (opaque, square: iOS
 *   rounds the corners itself);
 * - og-image.jpg: 1200 × 630, the picture link previews show for pages without a car of their
 *   own (JPEG, which every previewer reads).
 *
 * Run it again after the artwork changes: `node scripts/site-images.mjs`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
/** The site's blue (theme-color in index.html, the favicon's square). */
const BLUE = '#1d4ed8';
const DARK_BLUE = '#1e3a8a';

const faviconSvg = await readFile(path.join(PUBLIC_DIR, 'favicon.svg'));
/** The favicon's car, white on nothing: drawn on the touch icon and the preview picture. */
const carPath = /<path fill="#fff" d="([^"]+)"/.exec(faviconSvg.toString())?.[1];
if (!carPath) throw new Error('favicon.svg has no white car path');

const pngOf = (svg, size) =>
  sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png();

/** An ICO holding PNG images (Windows Vista on, every browser): a directory, then the PNGs. */
function icoOf(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width; 0 means 256
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((png) => png.data)]);
}

const icons = await Promise.all(
  [16, 32, 48].map(async (size) => ({ size, data: await pngOf(faviconSvg, size).toBuffer() })),
);
await writeFile(path.join(PUBLIC_DIR, 'favicon.ico'), icoOf(icons));

const touchIconSvg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${BLUE}"/>
  <path fill="#fff" transform="translate(3.2 3.2) scale(0.8)" d="${carPath}"/>
</svg>`);
await pngOf(touchIconSvg, 180)
  .flatten({ background: BLUE })
  .toFile(path.join(PUBLIC_DIR, 'apple-touch-icon.png'));

const sharePictureSvg =
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${BLUE}"/>
      <stop offset="1" stop-color="${DARK_BLUE}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#sky)"/>
  <rect x="96" y="175" width="200" height="200" rx="44" fill="#fff"/>
  <path fill="${BLUE}" transform="translate(96 175) scale(6.25)" d="${carPath}"/>
  <text x="344" y="318" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="112" font-weight="700" fill="#fff">CarMarket</text>
  <text x="348" y="392" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="40" fill="#dbeafe">Buy and sell used cars in Sri Lanka</text>
  <text x="96" y="540" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="30" fill="#bfdbfe">Reviewed ads · prices in rupees · sellers across 25 cities</text>
</svg>`);
await sharp(sharePictureSvg)
  .flatten({ background: BLUE })
  .jpeg({ quality: 86, mozjpeg: true })
  .toFile(path.join(PUBLIC_DIR, 'og-image.jpg'));

console.log('Wrote favicon.ico, apple-touch-icon.png and og-image.jpg to apps/web/public');
