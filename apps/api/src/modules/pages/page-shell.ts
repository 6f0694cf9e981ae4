import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { headTags, type PageHead } from './page-head';

/**
 * The built web app's index.html as a template: the same document for every page, with the
 * build's own <title> and description taken out, each page's head put in, and the page's body
 * (rendered on the server, decision 116) inside its root element. Read once at start; a new
 * build means a new server process.
 */
export interface PageShell {
  /** The document up to and including the opening of the root element. */
  open(head: PageHead, extraHead?: string): string;
  /** The rest of the document after the root's content; `afterRoot` follows the root element. */
  close(afterRoot?: string): string;
  /** A whole document whose root holds `body` (HTML); empty for the browser to draw. */
  render(head: PageHead, extraHead?: string, body?: string): string;
}

const BUILD_TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const BUILD_DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>\s*/i;
const ROOT = '<div id="root"></div>';
const HTML_LANG = /<html lang="[a-z-]+"/i;
const ROOT_OPEN = '<div id="root">';

export async function loadPageShell(webDistDir: string): Promise<PageShell> {
  const template = (await readFile(path.join(webDistDir, 'index.html'), 'utf8'))
    .replace(BUILD_TITLE, '')
    .replace(BUILD_DESCRIPTION, '');
  const headEnd = template.search(/<\/head>/i);
  if (headEnd < 0) throw new Error(`${webDistDir}/index.html has no </head>`);
  const rootAt = template.indexOf(ROOT);
  if (rootAt < headEnd) throw new Error(`${webDistDir}/index.html has no ${ROOT} in its body`);
  const beforeHeadEnd = template.slice(0, headEnd);
  const headEndToRoot = template.slice(headEnd, rootAt) + ROOT_OPEN;
  const afterRoot = template.slice(rootAt + ROOT_OPEN.length);

  const shell: PageShell = {
    open(head, extraHead = '') {
      const tags = headTags(head) + (extraHead ? `\n    ${extraHead}` : '');
      // `<html lang>` is the page's language (decision 119).
      const start = beforeHeadEnd.replace(HTML_LANG, `<html lang="${head.language}"`);
      return `${start}  ${tags}\n  ${headEndToRoot}`;
    },
    close(after = '') {
      // afterRoot starts with the root's closing tag.
      const rootClose = '</div>';
      return `${rootClose}${after}${afterRoot.slice(rootClose.length)}`;
    },
    render(head, extraHead, body = '') {
      return shell.open(head, extraHead) + body + shell.close();
    },
  };
  return shell;
}
