import { withBreakableSpaces } from '@carmarket/shared/ad';
import { msg } from '@carmarket/shared/i18n/translate';
import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { useEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n';

/** What the wizard asks of the editor: its HTML, '' when nothing was written. */
export interface RichTextEditorHandle {
  getHtml: () => string;
}

const TOOLBAR = [
  ['bold', 'italic', 'underline'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link', 'image'],
  ['clean'],
];

// Quill's toolbar buttons carry only icons; these give them names a screen reader can say.
const BUTTON_NAMES: Record<string, string> = {
  'ql-bold': msg('Bold'),
  'ql-italic': msg('Italic'),
  'ql-underline': msg('Underline'),
  'ql-list:ordered': msg('Numbered list'),
  'ql-list:bullet': msg('Bulleted list'),
  'ql-link': msg('Insert link'),
  'ql-image': msg('Insert picture'),
  'ql-clean': msg('Clear formatting'),
};

/**
 * The rich description editor for Featured and VIP ads. Quill's own defaults are the spec's
 * limits: links to http, https, mailto, tel and sms only; pictures from http, https or data;
 * uploaded pictures PNG or JPEG; history grouped over 1000 ms, 100 steps.
 */
export default function RichTextEditor({
  initialHtml,
  labelId,
  editorRef,
}: {
  initialHtml: string;
  labelId: string;
  editorRef: { current: RichTextEditorHandle | null };
}) {
  const { t } = useT();
  const containerRef = useRef<HTMLDivElement>(null);
  // Read once: the wizard remounts the editor to reset it (spec section 4), never re-feeds it.
  const initialHtmlRef = useRef(initialHtml);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const host = document.createElement('div');
    container.append(host);
    const quill = new Quill(host, {
      theme: 'snow',
      placeholder: t('Describe the condition, service history and anything a buyer should know.'),
      modules: {
        toolbar: TOOLBAR,
        history: { delay: 1000, maxStack: 100, userOnly: true },
      },
    });
    if (initialHtmlRef.current) {
      quill.clipboard.dangerouslyPasteHTML(initialHtmlRef.current, 'silent');
    }
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    quill.root.setAttribute('aria-labelledby', labelId);
    container.querySelectorAll<HTMLButtonElement>('.ql-toolbar button').forEach((button) => {
      const format = [...button.classList].find((name) => name.startsWith('ql-')) ?? '';
      const key = button.value ? `${format}:${button.value}` : format;
      const name = BUTTON_NAMES[key];
      button.setAttribute('aria-label', name ? t(name) : format.replace('ql-', ''));
    });
    editorRef.current = {
      getHtml: () =>
        quill.getText().trim() === '' && !quill.root.querySelector('img')
          ? ''
          : // Quill 2 writes every space as &nbsp;: plain ones let the text wrap on a phone.
            withBreakableSpaces(quill.getSemanticHTML()),
    };
    return () => {
      editorRef.current = null;
      container.replaceChildren();
    };
  }, [labelId, editorRef, t]);

  return <div ref={containerRef} className="rich-text-editor" />;
}
