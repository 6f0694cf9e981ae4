import sanitizeHtml from 'sanitize-html';
import { withBreakableSpaces } from '@carmarket/shared/ad';
import type { PackageTier } from '@carmarket/shared/packages';

/**
 * The one sanitiser of ad descriptions, used when an ad is written and again, unchanged, when it
 * is read (so a row written before a rule changed is still safe to show). Running it on its own
 * output changes nothing, so what the editor produces and the writer keeps is what the page shows.
 *
 * The allowlist for rich descriptions (featured and vip): what Quill 2 writes and nothing more.
 * No scripts, styles sheets, frames or forms; no event handlers (no attribute is allowed unless
 * listed); links only to http(s), mailto, tel and sms, every link marked `nofollow ugc noopener`
 * (user-generated: search engines give it no weight, and it cannot reach back to our page).
 * Pictures only as the editor's own uploads, PNG or JPEG carried in the description itself
 * (`data:` URLs, spec section 5): a picture from another server would let it count and track
 * every reader, and the API hands descriptions to other clients than our page (issue 29).
 */
const EMBEDDED_PICTURE = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=\s]+$/;

const RICH_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'pre',
    'code',
    'ol',
    'ul',
    'li',
    'a',
    'img',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    li: ['data-list'],
    pre: ['data-language'],
    '*': ['class', 'style'],
  },
  // Quill's own classes only (alignment, indent, code blocks, fonts and sizes).
  allowedClasses: { '*': ['ql-*'] },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'text-align': [/^(left|right|center|justify)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'sms'],
  allowedSchemesByTag: { img: ['data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        rel: 'nofollow ugc noopener',
        ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
      },
    }),
  },
  // A picture that is not an embedded PNG or JPEG goes whole (not as an empty <img>).
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !EMBEDDED_PICTURE.test(frame.attribs.src ?? ''),
  // Drop the text inside these too, not only the tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
};

/** Member ads: no markup at all; the text is kept, with <, > and & escaped. */
const PLAIN_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: RICH_OPTIONS.nonTextTags,
};

/**
 * The description as stored: always safe HTML, so every page can render it the same way. Rich
 * packages keep the allowlisted markup; a member ad's description is plain text, escaped (shown
 * with `white-space: pre-line` its line breaks stay). Non-breaking spaces become plain ones.
 */
export function sanitizeDescription(options: { raw: string; tier: PackageTier }): string {
  // Forms send line breaks as CRLF; one kind of line break is stored. Spaces are plain ones, so
  // the text wraps on a phone.
  const clean = sanitizeHtml(
    withBreakableSpaces(options.raw.replace(/\r\n?/g, '\n')),
    options.tier.richDescription ? RICH_OPTIONS : PLAIN_OPTIONS,
  );
  return clean.trim();
}
