import { afterEach, describe, expect, it } from 'vitest';
import { FLOATING_LAYER_ATTRIBUTE } from '../ui/constants';
import { isTooltipOpen } from '../ui/modal/floating-layers';
import { byId, query, queryAll } from './dom-query';

const NAMES = ['querySelector', 'querySelectorAll', 'getElementById'] as const;

/**
 * What `<img name="querySelector">` (and the other two) in the server's HTML does to the
 * document in a browser: the name becomes the document's own property, hiding the method.
 * (happy-dom does not make named properties, so the test sets them as the browser would.)
 */
function clobber(): void {
  for (const name of NAMES) {
    const img = document.createElement('img');
    img.setAttribute('name', name);
    img.alt = '';
    document.body.append(img);
    Object.defineProperty(document, name, { value: img, configurable: true });
  }
}

afterEach(() => {
  for (const name of NAMES) delete (document as unknown as Record<string, unknown>)[name];
  document.body.replaceChildren();
});

describe("the document's own lookups, where the server's HTML clobbers the document's methods", () => {
  it('find by selector, every match, and by id, where document.querySelector and the others are images', () => {
    document.body.innerHTML = '<main id="main"><p class="x">one</p><p class="x">two</p></main>';
    clobber();
    expect(() => (document.querySelector as unknown as (s: string) => unknown)('main')).toThrow(TypeError);
    expect(query('p.x')?.textContent).toBe('one');
    expect([...queryAll('p.x')].map((p) => p.textContent)).toEqual(['one', 'two']);
    expect(byId('main')?.tagName).toBe('MAIN');
    expect(query('.none')).toBeNull();
  });

  it('tell a modal that a tooltip is open there, so its Escape closes the tooltip first', () => {
    document.body.innerHTML = `<div ${FLOATING_LAYER_ATTRIBUTE}="tooltip" role="tooltip">Deal</div>`;
    clobber();
    expect(isTooltipOpen()).toBe(true);
    document.body.replaceChildren();
    clobber();
    expect(isTooltipOpen()).toBe(false);
  });
});
