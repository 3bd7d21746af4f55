import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './safe-html';

const render = (html: string) => {
  const box = document.createElement('div');
  box.appendChild(sanitizeHtml(html));
  return box.innerHTML;
};

describe('sanitizeHtml', () => {
  it('keeps allowed markup and site links', () => {
    expect(render('<ul class="menu"><li><a href="/inbox">Inbox</a></li></ul>')).toBe('<ul class="menu"><li><a href="/inbox">Inbox</a></li></ul>');
  });

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const out = render('<a href="javascript:alert(1)" onclick="x()">Go</a><script>alert(1)</script><img src="x" onerror="y()"><p style="color:red">Hi</p>');
    expect(out).toBe('<a>Go</a><img src="x"><p>Hi</p>');
  });

  it('drops schemes hidden with tabs or newlines', () => {
    expect(render('<a href="java\tscript:alert(1)">a</a><a href=" jav&#10;ascript:x">b</a>')).toBe('<a>a</a><a>b</a>');
  });

  it('drops protocol-relative and data URLs', () => {
    expect(render('<a href="//evil.example/x">a</a><img src="data:text/html,hi">')).toBe('<a>a</a><img>');
  });

  it('keeps the text of unknown wrappers but not of iframes', () => {
    expect(render('<form><button>Log out</button></form><iframe>no</iframe>')).toBe('Log out');
  });

  it('adds noopener to links opening a new tab', () => {
    expect(render('<a href="https://example.com" target="_blank">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
  });
});
