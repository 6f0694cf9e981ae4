const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe for an HTML (or XML) element or a quoted attribute. One home for the pages'
 * <head>, the sitemap, e-mails and the demo seed's descriptions, so none of them escapes less.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/**
 * JSON inside a <script> element (the pages' JSON-LD, the server-rendered page's data): `<` is
 * written as \u003c so an ad's text can never close the element (`</script>`) or open a comment;
 * `>` and `&` likewise, and U+2028/2029 for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
