import '../../mocks/happy-dom-fixes';
import { describe, expect, it } from 'vitest';
import { sanitizeFormHtml, sanitizeHtml } from './safe-html';

const render = async (html: string) => {
  const box = document.createElement('div');
  box.appendChild(await sanitizeHtml(html));
  return box.innerHTML;
};

describe('sanitizeHtml', () => {
  it('keeps allowed markup and site links', async () => {
    expect(await render('<ul class="menu"><li><a href="/inbox">Inbox</a></li></ul>')).toBe('<ul class="menu"><li><a href="/inbox">Inbox</a></li></ul>');
  });

  it('keeps what the server menus and the country selector are made of', async () => {
    const html =
      '<section class="country-selector" aria-labelledby="t"><h2 id="t">Choose your country</h2><ul><li><a href="/?country=ES" lang="es">España</a> <small>3 vendors</small></li>' +
      '<li><a href="mailto:help@example.com">Mail</a> <a href="tel:+15550100">Call</a> <span class="badge" aria-label="3 unread">3</span></li></ul></section>';
    expect(await render(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and javascript: links', async () => {
    const out = await render('<a href="javascript:alert(1)" onclick="x()">Go</a><script>alert(1)</script><img src="x" onerror="y()"><p style="color:red">Hi</p>');
    expect(out).toBe('<a>Go</a><img src="x"><p>Hi</p>');
  });

  it('drops javascript: in every spelling: case, entities, tabs and newlines', async () => {
    expect(await render('<a href="JaVaScRiPt:alert(1)">a</a><a href="&#106;avascript:alert(1)">b</a><a href="java\tscript:alert(1)">c</a><a href=" jav&#10;ascript:x">d</a>')).toBe(
      '<a>a</a><a>b</a><a>c</a><a>d</a>',
    );
  });

  it('drops protocol-relative, data and other-scheme URLs', async () => {
    expect(await render('<a href="//evil.example/x">a</a><a href="/\\evil.example/x">b</a><img src="data:text/html,hi"><img src="data:image/png;base64,AAAA"><a href="vbscript:x">c</a>')).toBe(
      '<a>a</a><a>b</a><img><img><a>c</a>',
    );
  });

  it('makes an image with an error handler inert', async () => {
    expect(await render('<img src=x onerror=alert(1)>')).toBe('<img src="x">');
  });

  it('leaves nothing that could run of svg, math and style tricks', async () => {
    // How much text survives depends on the parser (happy-dom keeps none); no markup that runs may.
    const out = await render('<svg><script>alert(1)</script></svg><math><mi><style><img src=x onerror=alert(1)></style></mi></math><svg><a href="javascript:x"><text>t</text></a></svg>');
    expect(out).not.toMatch(/<(?:svg|math|script|style|text)\b|onerror|javascript:/i);
  });

  it('drops data attributes, so server HTML cannot declare widgets to mount', async () => {
    expect(await render('<div data-widget="header" data-hydrate="load">x</div>')).toBe('<div>x</div>');
  });

  // Iframes: in Chromium (scripts/header.browser.test.ts); happy-dom prints a notice for every iframe DOMPurify parses.
  it('keeps the text of unknown wrappers but not of embedded objects', async () => {
    expect(await render('<form><button>Log out</button></form><object>no</object><embed src="/x">')).toBe('Log out');
  });

  it('adds noopener to links opening a new tab', async () => {
    expect(await render('<a href="https://example.com" target="_blank">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('gives rel="noopener noreferrer" to every element naming a target, whatever its name or rel', async () => {
    expect(await render('<a href="/a" target="_BLANK">a</a><a href="/b" target="w1">b</a><a href="/c" target="_blank" rel="opener">c</a><a href="/d" target="w2" rel="nofollow opener">d</a>')).toBe(
      '<a href="/a" target="_BLANK" rel="noopener noreferrer">a</a><a href="/b" target="w1" rel="noopener noreferrer">b</a>' +
        '<a href="/c" target="_blank" rel="noopener noreferrer">c</a><a href="/d" target="w2" rel="nofollow noopener noreferrer">d</a>',
    );
  });

  it('removes rel="opener" from a link without a target', async () => {
    expect(await render('<a href="/a" rel="opener">a</a><a href="/b" rel="opener nofollow">b</a>')).toBe('<a href="/a">a</a><a href="/b" rel="nofollow">b</a>');
  });

  it('returns inert nodes, which load nothing until they are put in the document it is given', async () => {
    const other = document.implementation.createHTMLDocument('other');
    const fragment = await sanitizeHtml('<p>hi</p><img src="/photo.jpg" alt="Photo">', other);
    // In a browser its nodes belong to the template's inert document, which fetches nothing (an
    // image of the page's document loads at once); happy-dom has no such document, so
    // scripts/accounts.browser.test.ts counts the fetch.
    other.body.append(fragment);
    expect(other.body.querySelector('img')?.ownerDocument).toBe(other);
    expect(other.body.textContent).toBe('hi');
  });
});

describe('named properties a fragment could clobber', () => {
  const HOSTILE = '<a id="dataLayer" href="/x">Analytics</a><img name="grecaptcha" src="/i.png" alt="Captcha"><a id="ga" href="/y">ga</a><p id="addEventListener">here</p>';

  it('drops an id or name that would replace a global of the page, and keeps the element', async () => {
    const fragment = await sanitizeHtml(HOSTILE);
    document.body.replaceChildren(fragment);
    expect(document.querySelectorAll('[id], [name]')).toHaveLength(0);
    expect(document.body).toHaveTextContent('Analyticsgahere');
    expect(document.querySelector('img')).toHaveAttribute('alt', 'Captcha');
  });

  it('drops a form named after a global, and keeps its controls named for the form', async () => {
    const fragment = await sanitizeFormHtml('<form name="ga"><label for="mail">E-mail</label><input id="mail" name="mail"><input name="txtStrPoblacion"></form>');
    const form = fragment.querySelector('form')!;
    expect(form.hasAttribute('name')).toBe(false);
    expect(form.querySelector('#mail')).toHaveAttribute('name', 'mail');
    expect(form.querySelectorAll('input[name]')).toHaveLength(2);
  });

  it('keeps ids that cannot replace anything of the page', async () => {
    const fragment = await sanitizeFormHtml('<h2 id="country-title">Countries</h2><a id="us-link" href="/us">US</a><label for="full-name">Name</label><input id="full-name" name="NombreCompleto"><p id="status">Open</p>');
    expect(fragment.querySelector('#country-title')).not.toBeNull();
    expect(fragment.querySelector('#us-link')).not.toBeNull();
    expect(fragment.querySelector('input')).toHaveAttribute('id', 'full-name');
    // window.status is the window's own: an element with that id cannot replace it.
    expect(fragment.querySelector('#status')).not.toBeNull();
  });
});
