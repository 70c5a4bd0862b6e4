import { escapeHtml } from './escapeHtml';

describe('escapeHtml', () => {
  it('escapes the five characters that can open markup or close an attribute', () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;',
    );
  });

  it('escapes an ampersand that already looks like an entity, so the reader sees what was typed', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves rupee signs, Hindi and ordinary text alone', () => {
    expect(escapeHtml('₹1,00,000 — लकड़ी की मेज़')).toBe('₹1,00,000 — लकड़ी की मेज़');
  });
});
