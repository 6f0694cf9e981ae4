import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { headTags, type PageHead } from './page-head';

/**
 * The built web app's index.html as a template: the same document for every page, with the
 * build's own <title> and description taken out and each page's head put in. Read once at start;
 * a new build means a new server process.
 */
export interface PageShell {
  render(head: PageHead, extraHead?: string): string;
}

const BUILD_TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const BUILD_DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>\s*/i;

export async function loadPageShell(webDistDir: string): Promise<PageShell> {
  const template = (await readFile(path.join(webDistDir, 'index.html'), 'utf8'))
    .replace(BUILD_TITLE, '')
    .replace(BUILD_DESCRIPTION, '');
  const headEnd = template.search(/<\/head>/i);
  if (headEnd < 0) throw new Error(`${webDistDir}/index.html has no </head>`);
  const before = template.slice(0, headEnd);
  const after = template.slice(headEnd);
  return {
    render(head, extraHead = '') {
      const tags = headTags(head) + (extraHead ? `\n    ${extraHead}` : '');
      return `${before}  ${tags}\n  ${after}`;
    },
  };
}
