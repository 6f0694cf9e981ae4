import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once, so an entity in the text is shown, not read', () => {
    expect(escapeHtml('&amp; &lt;')).toBe('&amp;amp; &amp;lt;');
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('Toyota Aqua 2015 – Rs. 4,250,000 ✓')).toBe(
      'Toyota Aqua 2015 – Rs. 4,250,000 ✓',
    );
  });
});

describe('jsonForScript', () => {
  it('keeps text from ending the script element, yet reads back as the same value', () => {
    const value = { title: '</script><script>alert(1)</script> & <!-- \u2028\u2029' };
    const written = jsonForScript(value);
    expect(written).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(written)).toEqual(value);
  });
});
