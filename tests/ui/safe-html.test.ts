// @vitest-environment jsdom
// Terms and disclaimers come from the backend as HTML: only text structure and safe links survive.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '#ui/safe-html.tsx';

describe('sanitizeHtml', () => {
  it('keeps text structure', () => {
    expect(sanitizeHtml('<h2>Terms</h2><p>Be <strong>honest</strong>.</p><ul><li>One</li></ul>')).toBe(
      '<h2>Terms</h2><p>Be <strong>honest</strong>.</p><ul><li>One</li></ul>',
    );
  });

  it('drops scripts, handlers, style, forms, frames and images', () => {
    const out = sanitizeHtml(
      '<p style="color:red" onclick="x()">Hi</p><script>alert(1)</script><img src=x onerror=alert(1)><form action="https://evil.test"><input name="pw"></form><iframe src="https://evil.test"></iframe><svg onload=alert(1)></svg>',
    );
    expect(out).toBe('<p>Hi</p>');
  });

  it('keeps safe links, opening in a new tab, and strips javascript: and protocol-relative ones', () => {
    const out = sanitizeHtml('<a href="https://ebk.test/terms">terms</a><a href="javascript:alert(1)">x</a><a href="//evil.test">y</a>');
    expect(out).toContain('<a href="https://ebk.test/terms" target="_blank" rel="noopener noreferrer">terms</a>');
    expect(out).not.toContain('javascript:');
    expect(out).not.toContain('evil.test');
  });

  it('leaves the text of a link that goes nowhere safe as plain text, not a link opening a tab', () => {
    const out = sanitizeHtml('<p>Read the <a href="javascript:alert(1)">privacy notice</a>.</p>');
    expect(out).toBe('<p>Read the <a>privacy notice</a>.</p>');
    const holder = document.createElement('div');
    holder.innerHTML = out;
    // An anchor without href is not a link to assistive technology nor to the keyboard.
    expect(holder.querySelectorAll('a[href], [target], [rel]')).toHaveLength(0);
  });
});
