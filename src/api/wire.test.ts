import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { decodeRequest, unflattenEntries } from './wire';

const search = defineEndpoint({
  name: 'test.search',
  method: 'GET',
  path: '/search',
  encoding: 'query',
  request: z.object({ q: z.string(), filters: z.object({ city: z.string() }).optional() }),
  answer: { kind: 'none' },
});

const signup = defineEndpoint({
  name: 'test.signup',
  method: 'POST',
  path: '/signup',
  encoding: 'form',
  request: z.object({ mail: z.string(), tags: z.array(z.string()) }),
  answer: { kind: 'none' },
});

/** What a polluted prototype would show on any fresh object (and on the stand-in's cookies). */
const polluted = () => {
  const probe = {} as Record<string, unknown>;
  return { sid: probe.sid, x: probe.x, y: probe.y, arrayX: ([] as unknown as Record<string, unknown>).x };
};
const clean = { sid: undefined, x: undefined, y: undefined, arrayX: undefined };

afterEach(() => {
  // Keeps one failing test from poisoning the others.
  for (const key of ['sid', 'x', 'y']) {
    delete (Object.prototype as Record<string, unknown>)[key];
    delete (Array.prototype as unknown as Record<string, unknown>)[key];
  }
});

describe('unflattenEntries', () => {
  it('rebuilds PHP-style nested keys', () => {
    expect(unflattenEntries([['a[b]', '1'], ['list[]', 'x'], ['list[]', 'y'], ['n[0][c]', '2']])).toEqual({ a: { b: '1' }, list: ['x', 'y'], n: [{ c: '2' }] });
  });

  it('drops __proto__, constructor and prototype keys at any depth and keeps the rest', () => {
    const decoded = unflattenEntries([
      ['__proto__[sid]', 'stolen'],
      ['a[constructor][prototype][x]', '1'],
      ['constructor[prototype][y]', '1'],
      ['list[]', 'first'],
      ['list[constructor][prototype][x]', '1'],
      ['q', 'venues'],
      ['a[b]', 'kept'],
    ]);

    expect(polluted()).toEqual(clean);
    expect(decoded).toEqual({ q: 'venues', a: { b: 'kept' }, list: ['first'] });
    expect(Object.keys(decoded)).toEqual(['list', 'q', 'a']);
  });

  it('leaves shared functions such as Object.prototype.toString untouched', () => {
    const decoded = unflattenEntries([['toString[x]', '1'], ['hasOwnProperty[y]', '2']]);

    expect((Object.prototype.toString as unknown as Record<string, unknown>).x).toBeUndefined();
    expect((Object.prototype.hasOwnProperty as unknown as Record<string, unknown>).y).toBeUndefined();
    expect(decoded).toEqual({ toString: { x: '1' }, hasOwnProperty: { y: '2' } });
  });
});

describe('decodeRequest', () => {
  it('decodes a hostile query without polluting Object.prototype, and the schema still parses it', async () => {
    const request = new Request('http://localhost/search?__proto__[sid]=stolen&a[constructor][prototype][x]=1&q=venues&filters[city]=Austin');

    const raw = await decodeRequest(search, request);

    expect(polluted()).toEqual(clean);
    expect(search.request.parse(raw)).toEqual({ q: 'venues', filters: { city: 'Austin' } });
  });

  it('decodes a hostile form body the same way', async () => {
    const body = new URLSearchParams([['__proto__[sid]', 'stolen'], ['tags[]', 'a'], ['tags[constructor][prototype][x]', '1'], ['mail', 'ana@example.com']]);
    const request = new Request('http://localhost/signup', { method: 'POST', body });

    const raw = await decodeRequest(signup, request);

    expect(polluted()).toEqual(clean);
    expect(signup.request.parse(raw)).toEqual({ mail: 'ana@example.com', tags: ['a'] });
  });
});
