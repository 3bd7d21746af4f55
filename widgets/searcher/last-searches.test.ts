import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { readableCookies, useMockBackend } from '../../mocks/testing';
import { enhanceSearcher } from './searcher';
import { lastSearches, rememberSearch, searchOfForm, withLastSearch } from './last-searches';

useMockBackend();

afterEach(() => {
  document.cookie = 'lastSearches=; max-age=0; path=/';
  document.body.innerHTML = '';
});

/** The searcher's GET form with what, where and some hidden fields. */
function form(what: string, where: string, hidden: Record<string, string> = {}): HTMLFormElement {
  const element = document.createElement('form');
  element.setAttribute('action', '/search');
  const add = (name: string, value: string) => {
    const input = document.createElement('input');
    input.name = name;
    input.value = value;
    element.append(input);
  };
  add('txtStrSearch', what);
  add('txtLocalidad', where);
  for (const [name, value] of Object.entries({ id_region: '', id_geozona: '', ...hidden })) add(name, value);
  document.body.append(element);
  return element;
}

describe('the last searches', () => {
  it('puts the newest first, keeps one entry per url and at most five', () => {
    const list = [1, 2, 3, 4, 5].map((n) => ({ label: `s${n}`, url: `/search?n=${n}` }));
    expect(withLastSearch(list, { label: 'again', url: '/search?n=3' }).map((s) => s.label)).toEqual(['again', 's1', 's2', 's4', 's5']);
    expect(withLastSearch(list, { label: 'new', url: '/search?n=6' }).map((s) => s.label)).toEqual(['new', 's1', 's2', 's3', 's4']);
  });

  it('reads a submit as what and where, and the GET it makes without its empty fields', () => {
    expect(searchOfForm(form('Photographers', 'San Francisco, California, US', { id_sector: '6', id_poblacion: '501' }))).toEqual({
      label: 'Photographers in San Francisco, California, US',
      url: '/search?txtStrSearch=Photographers&txtLocalidad=San+Francisco%2C+California%2C+US&id_sector=6&id_poblacion=501',
    });
    expect(searchOfForm(form('', 'Austin'))?.label).toBe('Anywhere in Austin');
    expect(searchOfForm(form(' ', ''))).toBeUndefined();
  });

  it('keeps a submitted search in the cookie and offers only paths of this site back', () => {
    rememberSearch(form('Florists', ''));
    expect(JSON.parse(readableCookies().lastSearches ?? '[]')).toEqual([{ label: 'Florists', url: '/search?txtStrSearch=Florists' }]);
    // A cookie changed by hand: a link off the site is not offered.
    document.cookie = `lastSearches=${encodeURIComponent(JSON.stringify([{ label: 'Away', url: 'https://evil.example/x' }, { label: 'Script', url: 'javascript:alert(1)' }, { label: 'Here', url: '/search?txtStrSearch=DJs' }]))}; path=/`;
    expect(lastSearches()).toEqual([{ label: 'Here', url: '/search?txtStrSearch=DJs' }]);
  });
});

describe('a search’s tracking pixel (spec §7)', () => {
  it('goes with every submit of the searcher, an empty one and one too long to keep as a last search included', async () => {
    const pixels: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/trace/pixel.php') pixels.push(new URL(request.url).searchParams.get('query') ?? '');
    };
    server.events.on('request:start', listener);
    const long = 'x'.repeat(400);
    for (const [what, where] of [['', ''], [long, 'Austin']] as const) {
      const element = form(what, where);
      element.addEventListener('submit', (event) => event.preventDefault());
      const stop = enhanceSearcher(element);
      element.requestSubmit();
      stop();
    }
    await expect.poll(() => pixels).toEqual(['', `txtStrSearch=${long}&txtLocalidad=Austin`]);
    server.events.removeListener('request:start', listener);
  });
});
