/**
 * Another user's words, made safe to put in an e-mail from CarMarket (issue 29, decision 110):
 * every web address and e-mail address in them becomes a note naming its domain, with the dots
 * of the domain in brackets ("[link to evil[.]example removed]"), so neither our HTML nor a mail
 * program's own link finder can turn it into something to click. The whole message is still in
 * the offers inbox on the site.
 */

/** Endings mail programs link without a scheme; not English words that follow a full stop. */
const LINKED_TLDS = [
  'com',
  'net',
  'org',
  'lk',
  'info',
  'biz',
  'xyz',
  'top',
  'site',
  'online',
  'click',
  'link',
  'live',
  'app',
  'dev',
  'io',
  'co',
  'ru',
  'cn',
  'tk',
  'ml',
  'ga',
  'cf',
  'gq',
  'ly',
  'gl',
  'uk',
  'au',
  'shop',
  'store',
  'club',
  'icu',
  'buzz',
  'cc',
  'ws',
  'pw',
  'su',
  'page',
  'web',
  // The names kept for examples and tests (RFC 2606).
  'example',
  'test',
];

const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
const DOMAIN = `(?:${LABEL}\\.)+(?:${LINKED_TLDS.join('|')})(?![\\p{L}\\p{N}-])`;
// A scheme's address runs to the next space; a trailing full stop or bracket is the sentence's.
const WITH_SCHEME = '[a-z][a-z0-9+.-]*:\\/\\/[^\\s<>"]+';
const WITH_WWW = 'www\\.[^\\s<>"]+';
const EMAIL = `[\\p{L}\\p{N}._%+-]+@(${DOMAIN})`;
const BARE = `${DOMAIN}(?:[/?#][^\\s<>"]*)?`;

const ADDRESSES = new RegExp(
  `(?<![\\p{L}\\p{N}@.])(?:${EMAIL}|${WITH_SCHEME}|${WITH_WWW}|${BARE})`,
  'giu',
);
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/;

/** The host of an address as the reader should see it: lower case, dots in brackets. */
function shownDomain(address: string): string {
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(address) ? address : `http://${address}`)
      .hostname;
  } catch {
    host = address.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split(/[/?#:]/)[0] ?? address;
  }
  return (host || address).toLowerCase().replaceAll('.', '[.]');
}

/** `text` with each address replaced by a note that names its domain and links nowhere. */
export function withoutLinks(text: string): string {
  return text.replace(ADDRESSES, (match: string, emailDomain: string | undefined) => {
    if (emailDomain) return `[e-mail address at ${shownDomain(emailDomain)} removed]`;
    const trailing = TRAILING_PUNCTUATION.exec(match)?.[0] ?? '';
    const address = match.slice(0, match.length - trailing.length);
    return `[link to ${shownDomain(address)} removed]${trailing}`;
  });
}
