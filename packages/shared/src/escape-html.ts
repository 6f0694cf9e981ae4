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
