import { getByRole as within, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from '../../fixtures/pages/render-for-test';
import { useMockBackend } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';

useMockBackend();

let stop = () => {};
let followed: string[] = [];
// The test page stays where it is: a followed link is recorded.
const record = (event: MouseEvent) => {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || event.defaultPrevented) return;
  followed.push(link.getAttribute('href') ?? '');
  event.preventDefault();
};

beforeEach(() => {
  followed = [];
  window.addEventListener('click', record);
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  window.removeEventListener('click', record);
});

/** Home's dashboard tiles as the server renders them, booted as the page would be. */
function bootTiles(): HTMLElement {
  const page = render('/home');
  const doc = new DOMParser().parseFromString(page?.html ?? '', 'text/html');
  document.body.innerHTML = `<main>${within(doc.body, 'region', { name: 'Ideas and advice' }).outerHTML}</main>`;
  stop = startWidgets(document, registry);
  return screen.getByRole('region', { name: 'Ideas and advice' });
}

const TILES = [
  ['How far ahead did you book your photographer?', '/community/photographer-booking'],
  ['10 questions to ask before you book a venue', '/ideas/questions-for-your-venue'],
  ['Ceremony and reception', '/ideas/ceremony-and-reception'],
  ['The new bridal collections', '/dresses'],
  ['Getting married abroad', '/destination-weddings'],
];

describe('the dashboard tiles', () => {
  it('have one link each, their only control and name: discussions, articles, article categories, dresses, destination weddings', () => {
    const region = bootTiles();
    const tiles = screen.getAllByRole('listitem');
    expect(tiles.map((tile) => [screen.getAllByRole('link').find((link) => tile.contains(link))?.textContent, tile.querySelectorAll('a, button').length])).toEqual(TILES.map(([name]) => [name, 1]));
    expect(region).toHaveTextContent(/Discussion.*Article.*Article category.*Dresses.*Destination weddings/);
  });

  it.each(TILES)('a click anywhere on the tile "%s" follows its link, the first click too', async (name, href) => {
    bootTiles();
    const link = screen.getByRole('link', { name });
    const tile = link.closest('li')!;
    await userEvent.click(tile.querySelector('img')!);
    await waitFor(() => expect(followed).toEqual([href]));
    await userEvent.click(within(tile, 'heading').nextElementSibling ?? tile);
    await waitFor(() => expect(followed).toEqual([href, href]));
  });

  it('a click on the link follows it once', async () => {
    bootTiles();
    await userEvent.click(screen.getByRole('link', { name: 'Getting married abroad' }));
    await waitFor(() => expect(followed).toEqual(['/destination-weddings']));
    await new Promise((r) => setTimeout(r, 20));
    expect(followed).toEqual(['/destination-weddings']);
  });

  it('leaves text selection alone: a click that ends a selection follows nothing', async () => {
    bootTiles();
    const text = screen.getByText('Browse hundreds of dresses by style and designer.');
    await userEvent.click(text);
    await waitFor(() => expect(followed).toEqual(['/dresses']));
    // The click that ends a drag over the text (userEvent's own click would collapse the selection first).
    document.getSelection()!.selectAllChildren(text);
    text.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await new Promise((r) => setTimeout(r, 20));
    expect(followed).toEqual(['/dresses']);
  });
});
