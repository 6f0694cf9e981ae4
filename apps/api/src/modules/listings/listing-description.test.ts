import { describe, expect, it } from 'vitest';
import { PACKAGE_TIERS } from '@carmarket/shared/packages';
import { sanitizeDescription } from './listing-description';

const vip = PACKAGE_TIERS.vip;

/** What Quill 2 writes for a VIP description: headings, alignment, colour, both list kinds. */
const QUILL_HTML = [
  '<h1>Toyota Aqua S 2016</h1>',
  '<h2>Condition</h2>',
  '<p class="ql-align-center">One owner, <strong>full</strong> service history.</p>',
  '<p><span style="color: rgb(230, 0, 0);">No accidents</span> and <em>no</em> repaints.</p>',
  '<ol><li data-list="bullet">New tyres</li><li data-list="bullet">New battery</li></ol>',
  '<ol><li data-list="ordered">Call</li><li data-list="ordered">Visit</li></ol>',
  '<ul><li>Semantic bullet</li></ul>',
  '<p class="ql-indent-1">Indented</p>',
  '<p><a href="https://example.lk/report" rel="nofollow ugc noopener" target="_blank">Report</a></p>',
  '<p><img src="data:image/png;base64,iVBORw0KGgo=" /></p>',
].join('');

describe('the description sanitiser', () => {
  it('keeps what the editor produces, so the page shows what the seller wrote', () => {
    const written = sanitizeDescription({ raw: QUILL_HTML, tier: vip });
    // Every tag, class and attribute stays; only the style attribute's spacing is normalised.
    expect(written).toBe(QUILL_HTML.replace('color: rgb(230, 0, 0);', 'color:rgb(230, 0, 0)'));
    // Reading the stored description back through the same sanitiser shows it unchanged.
    expect(sanitizeDescription({ raw: written, tier: vip })).toBe(written);
  });

  it('changes nothing when it reads back what it wrote', () => {
    const hostile =
      '<h1 onclick="x()">Title</h1><script>alert(1)</script><p style="position:fixed">Text</p>' +
      '<a href="javascript:alert(1)">x</a><img src="data:image/png;base64,iVBORw0KGgo=" onerror="x()">' +
      '<a href="https://example.lk">plain link</a>';
    const written = sanitizeDescription({ raw: hostile, tier: vip });
    expect(written).not.toMatch(/script|onclick|onerror|javascript:|position/);
    expect(sanitizeDescription({ raw: written, tier: vip })).toBe(written);
  });

  it('drops pictures from other servers and marks every link as user content (issue 29)', () => {
    const tracking =
      '<p>Call now<img src="https://evil.example/pixel.gif?ad=7" alt="x"></p>' +
      '<p><img src="http://evil.example/a.jpg"><img src="data:image/svg+xml;base64,PHN2Zz4="></p>' +
      '<p><a href="https://evil.example/pay" rel="opener">Pay the advance here</a></p>';
    const written = sanitizeDescription({ raw: tracking, tier: vip });
    expect(written).toBe(
      '<p>Call now</p><p></p>' +
        '<p><a href="https://evil.example/pay" rel="nofollow ugc noopener">Pay the advance here</a></p>',
    );
    // Stored before this rule: the read drops them as well.
    expect(sanitizeDescription({ raw: tracking, tier: vip })).toBe(written);
  });

  it('keeps a member description as escaped text, unchanged when read back', () => {
    const written = sanitizeDescription({
      raw: 'Line one\r\n<b>bold?</b> & more',
      tier: PACKAGE_TIERS.member,
    });
    expect(written).toBe('Line one\nbold? &amp; more');
    expect(sanitizeDescription({ raw: written, tier: PACKAGE_TIERS.member })).toBe(written);
  });

  it("writes and reads Quill's non-breaking spaces as plain ones, rich or plain", () => {
    const quill = '<p>One&nbsp;owner,&nbsp;full&nbsp;service&nbsp;history.</p>';
    expect(sanitizeDescription({ raw: quill, tier: vip })).toBe(
      '<p>One owner, full service history.</p>',
    );
    expect(
      sanitizeDescription({ raw: 'One\u00a0owner&nbsp;only', tier: PACKAGE_TIERS.member }),
    ).toBe('One owner only');
  });
});
