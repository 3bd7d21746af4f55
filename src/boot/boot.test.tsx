import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { held } from '../../mocks/testing';
import { defineEnhancer, type WidgetContext } from './define-widget';
import { defineWidget } from './react-widget';
import { createRuntime, pageLoaders } from './runtime';
import { LAST_TRY_AFTER_MS, startWidgets } from './scanner';
import type { Registry } from './types';

const lifecycle: string[] = [];

const greeting = defineWidget({
  props: z.object({ name: z.string().min(1), times: z.coerce.number().int().default(1) }),
  component: ({ name, times }) => {
    useEffect(() => {
      lifecycle.push(`mount ${name}`);
      return () => void lifecycle.push(`unmount ${name}`);
    }, [name]);
    return <p>{`Hello ${name}`.repeat(times)}</p>;
  },
});

const opener = defineWidget({
  props: z.object({}).strict(),
  component: () => {
    const [open, setOpen] = useState(false);
    return (
      <button type="button" onClick={() => setOpen(true)}>
        {open ? 'Opened' : 'Open pricing'}
      </button>
    );
  },
});

const search = defineWidget({
  props: z.object({}),
  component: ({ element }: WidgetContext) => {
    // As the searcher does: what was typed into the server field before the mount is kept.
    const [text, setText] = useState(() => element.querySelector('input')?.value ?? '');
    return (
      <label>
        Search vendors
        <input name="q" value={text} onChange={(e) => setText(e.target.value)} />
      </label>
    );
  },
});

const vendorActions = defineWidget({
  props: z.object({}),
  component: () => {
    const [chosen, setChosen] = useState('nothing');
    return (
      <>
        <button type="button" onClick={() => setChosen('photos')}>
          See photos
        </button>
        <button type="button" onClick={() => setChosen('pricing')}>
          Request pricing
        </button>
        <p>{`Chose ${chosen}`}</p>
      </>
    );
  },
});

const crashing = defineWidget({
  props: z.object({}),
  component: () => {
    throw new Error('boom');
  },
});

/** Marks the server's links as enhanced, keeping the HTML as it is; unmounting takes the marks off. */
const linkMarker = defineEnhancer({
  props: z.object({ mark: z.string().min(1) }),
  enhance(el, { mark }) {
    const links = [...el.querySelectorAll('a')];
    for (const link of links) link.dataset.enhanced = mark;
    return () => links.forEach((link) => delete link.dataset.enhanced);
  },
});

const throwingEnhancer = defineEnhancer({
  props: z.object({}),
  enhance() {
    throw new Error('boom');
  },
});

/** A server button that a passing pointer asks the full widget for, and whose click the full widget replays. */
let openerFull = held();
const upgradingEnhancer = defineEnhancer({
  props: z.object({}),
  enhance(el, _props, upgrade) {
    const onOver = () => upgrade();
    const onClick = (event: MouseEvent) => {
      if (upgrade(event)) event.preventDefault();
    };
    el.addEventListener('pointerover', onOver);
    el.addEventListener('click', onClick);
    return () => {
      el.removeEventListener('pointerover', onOver);
      el.removeEventListener('click', onClick);
    };
  },
  full: () => openerFull.arrived.then(() => ({ default: opener })),
});

let vendorActionsChunk = held();
const loaders: Record<string, () => Promise<{ default: unknown }>> = {
  linkMarker: async () => ({ default: linkMarker }),
  upgradingEnhancer: async () => ({ default: upgradingEnhancer }),
  throwingEnhancer: async () => ({ default: throwingEnhancer }),
  greeting: async () => ({ default: greeting }),
  // A chunk takes a moment to arrive, as on a real network.
  opener: () => new Promise((resolve) => setTimeout(() => resolve({ default: opener }), 30)),
  // Arrives when the test lets it: two clicks land on the server HTML before it mounts, however slow the machine.
  vendorActions: () => vendorActionsChunk.arrived.then(() => ({ default: vendorActions })),
  crashing: async () => ({ default: crashing }),
  search: () => new Promise((resolve) => setTimeout(() => resolve({ default: search }), 30)),
  missing: () => Promise.reject(new Error('chunk 404')),
};

const registry: Registry = { runtime: async () => createRuntime(loaders) };

const stateOf = (el: Element | null) => el?.getAttribute('data-widget-state');
let stop = () => {};
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  lifecycle.length = 0;
  vendorActionsChunk = held();
  openerFull = held();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  consoleError.mockRestore();
});

const boot = (html: string) => {
  document.body.innerHTML = html;
  stop = startWidgets(document, registry);
};

describe('the widget runtime', () => {
  it('mounts a widget with props from data attributes and its JSON script', async () => {
    boot('<div id="w" data-widget="greeting" data-hydrate="load" data-times="2"><script type="application/json">{"name":"Ana"}</script>Server</div>');
    expect(await screen.findByText('Hello AnaHello Ana')).toBeInTheDocument();
    await waitFor(() => expect(stateOf(document.getElementById('w'))).toBe('mounted'));
    expect(screen.queryByText('Server')).not.toBeInTheDocument();
  });

  it('isolates an unknown widget: error state, server HTML kept, others mount', async () => {
    boot('<div id="u" data-widget="nope">Server fallback</div><div data-widget="greeting" data-hydrate="load" data-name="Bo"></div>');
    expect(await screen.findByText('Hello Bo')).toBeInTheDocument();
    const unknown = document.getElementById('u');
    expect(stateOf(unknown)).toBe('error');
    expect(unknown).toHaveTextContent('Server fallback');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Unknown widget "nope"'), unknown);
  });

  it('isolates bad props: names the widget and the element, leaves the server HTML', async () => {
    boot('<div id="bad" data-widget="greeting" data-hydrate="load" data-times="many"><a href="/x">Server link</a></div><div data-widget="greeting" data-hydrate="load" data-name="Cy"></div>');
    expect(await screen.findByText('Hello Cy')).toBeInTheDocument();
    const bad = document.getElementById('bad');
    await waitFor(() => expect(stateOf(bad)).toBe('error'));
    expect(screen.getByRole('link', { name: 'Server link' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/Widget "greeting" not mounted: bad props \(name: .*times: /), bad);
  });

  it('isolates malformed JSON props', async () => {
    boot('<div id="bad" data-widget="greeting" data-hydrate="load"><script type="application/json">{name:</script>Kept</div>');
    await waitFor(() => expect(stateOf(document.getElementById('bad'))).toBe('error'));
    expect(document.getElementById('bad')).toHaveTextContent('Kept');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('the JSON props are not valid JSON'), document.getElementById('bad'));
  });

  it('catches a render error in the widget boundary and puts the server HTML back', async () => {
    boot('<div id="c" data-widget="crashing" data-hydrate="load"><a href="/plain">Plain link</a></div><div data-widget="greeting" data-hydrate="load" data-name="Di"></div>');
    expect(await screen.findByText('Hello Di')).toBeInTheDocument();
    const crashed = document.getElementById('c');
    await waitFor(() => expect(stateOf(crashed)).toBe('error'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Plain link' })).toBeInTheDocument());
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Widget "crashing" crashed'), crashed, expect.any(Error));
  });

  it('reports a chunk that fails to load and keeps the server HTML', async () => {
    boot('<div id="m" data-widget="missing" data-hydrate="load">Fallback</div>');
    await waitFor(() => expect(stateOf(document.getElementById('m'))).toBe('error'));
    expect(document.getElementById('m')).toHaveTextContent('Fallback');
  });

  it('forgets a runtime that failed to load three times, the last after a pause: a widget whose moment comes later loads it again and mounts', async () => {
    let tries = 0;
    const flaky: Registry = { ...registry, runtime: () => (++tries <= 3 ? Promise.reject(new Error('runtime chunk 404')) : registry.runtime()) };
    document.body.innerHTML = '<div id="first" data-widget="greeting" data-hydrate="load" data-name="Ann">Server</div>';
    const started = Date.now();
    stop = startWidgets(document, flaky);
    await waitFor(() => expect(stateOf(document.getElementById('first'))).toBe('error'), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(LAST_TRY_AFTER_MS);
    expect(document.getElementById('first')).toHaveTextContent('Server');
    const later = document.createElement('div');
    later.innerHTML = '<div data-widget="greeting" data-hydrate="load" data-name="Bo"></div>';
    document.body.append(later);
    expect(await screen.findByText('Hello Bo')).toBeInTheDocument();
    expect(tries).toBe(4);
  });

  it('tries a failed chunk again at once before giving up on the widget', async () => {
    let tries = 0;
    const once: Registry = { runtime: async () => createRuntime({ ...loaders, greeting: () => (++tries === 1 ? Promise.reject(new Error('chunk 404')) : loaders.greeting!()) }) };
    document.body.innerHTML = '<div data-widget="greeting" data-hydrate="load" data-name="Cy"></div>';
    stop = startWidgets(document, once);
    expect(await screen.findByText('Hello Cy')).toBeInTheDocument();
    expect(tries).toBe(2);
  });

  it('mounts a widget whose code comes only on the last try, a pause after two failures (imports a navigation cancelled, in Firefox)', async () => {
    let tries = 0;
    const cancelled: Registry = { runtime: () => (++tries <= 2 ? Promise.reject(new TypeError('error loading dynamically imported module')) : registry.runtime()) };
    document.body.innerHTML = '<div data-widget="greeting" data-hydrate="load" data-name="Di"></div>';
    const started = Date.now();
    stop = startWidgets(document, cancelled);
    expect(await screen.findByText('Hello Di', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(LAST_TRY_AFTER_MS);
    expect(tries).toBe(3);
  });

  it('mounts HTML inserted later and unmounts removed HTML', async () => {
    boot('<section id="slot"></section>');
    const fragment = document.createElement('div');
    fragment.innerHTML = '<form><div data-widget="greeting" data-hydrate="load" data-name="Ed"></div></form>';
    document.getElementById('slot')!.append(fragment);
    expect(await screen.findByText('Hello Ed')).toBeInTheDocument();
    // The widget renders in a transition: its effects run a moment after the commit.
    await waitFor(() => expect(lifecycle).toEqual(['mount Ed']));
    fragment.remove();
    await waitFor(() => expect(lifecycle).toEqual(['mount Ed', 'unmount Ed']));
  });

  it('never mounts the same element twice, even with a second copy of the runtime', async () => {
    boot('<div id="w" data-widget="greeting" data-hydrate="load" data-name="Flo"></div>');
    expect(await screen.findByText('Hello Flo')).toBeInTheDocument();
    await waitFor(() => expect(lifecycle).toEqual(['mount Flo']));
    const second = startWidgets(document, registry);
    document.body.append(document.createElement('span'));
    await new Promise((r) => setTimeout(r, 20));
    second();
    expect(lifecycle).toEqual(['mount Flo']);
    expect(screen.getAllByText('Hello Flo')).toHaveLength(1);
  });

  it('keeps a moved element mounted once', async () => {
    boot('<div id="a"><div id="w" data-widget="greeting" data-hydrate="load" data-name="Gus"></div></div><div id="b"></div>');
    expect(await screen.findByText('Hello Gus')).toBeInTheDocument();
    await waitFor(() => expect(lifecycle).toEqual(['mount Gus']));
    document.getElementById('b')!.append(document.getElementById('w')!);
    document.body.append(document.createElement('span'));
    await new Promise((r) => setTimeout(r, 20));
    expect(lifecycle).toEqual(['mount Gus']);
    expect(screen.getAllByText('Hello Gus')).toHaveLength(1);
  });

  it('waits for interaction, then replays the first click on the mounted widget', async () => {
    boot('<div id="o" data-widget="opener"><a href="/emp-Form.php?id_empresa=1">Open pricing</a></div>');
    const el = document.getElementById('o');
    await new Promise((r) => setTimeout(r, 20));
    expect(stateOf(el)).toBe('pending');
    await userEvent.click(screen.getByRole('link', { name: 'Open pricing' }));
    expect(await screen.findByRole('button', { name: 'Opened' })).toBeInTheDocument();
    expect(stateOf(el)).toBe('mounted');
    expect(location.pathname).not.toBe('/emp-Form.php');
  });

  it('leaves the focus on the widget’s control after replaying a click on the server’s, which the mount took away', async () => {
    boot('<div id="o" data-widget="opener"><a href="/emp-Form.php?id_empresa=1">Open pricing</a></div>');
    await userEvent.click(screen.getByRole('link', { name: 'Open pricing' }));
    const opened = await screen.findByRole('button', { name: 'Opened' });
    // A dialog it opens gives the focus back there when it closes.
    await waitFor(() => expect(opened).toHaveFocus());
  });

  it('replays only the first of two clicks given to the server HTML before the widget mounts', async () => {
    boot('<div id="v" data-widget="vendorActions"><a href="#photos">See photos</a> <a href="#pricing">Request pricing</a></div>');
    await userEvent.click(screen.getByRole('link', { name: 'See photos' }));
    await userEvent.click(screen.getByRole('link', { name: 'Request pricing' }));
    expect(stateOf(document.getElementById('v'))).toBe('loading');
    vendorActionsChunk.release();
    expect(await screen.findByText('Chose photos')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByText('Chose photos')).toBeInTheDocument();
    expect(location.hash).not.toMatch(/^#(photos|pricing)$/);
  });

  it('marks the touched control busy at once while the widget’s code comes, and clears it when the widget takes over', async () => {
    boot('<div id="v" data-widget="vendorActions"><a href="#photos">See photos</a> <a href="#pricing">Request pricing</a></div><div id="l" data-widget="linkMarker" data-mark="x"><a href="#plain">Plain</a></div>');
    await userEvent.click(screen.getByRole('link', { name: 'See photos' }));
    expect(screen.getByRole('link', { name: 'See photos' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('link', { name: 'Request pricing' })).not.toHaveAttribute('aria-busy');
    vendorActionsChunk.release();
    expect(await screen.findByText('Chose photos')).toBeInTheDocument();
    // An enhancer keeps the server's control: the mark goes when it is there.
    await userEvent.click(screen.getByRole('link', { name: 'Plain' }));
    await waitFor(() => expect(stateOf(document.getElementById('l'))).toBe('mounted'));
    expect(screen.getByRole('link', { name: 'Plain' })).not.toHaveAttribute('aria-busy');
  });

  it('clears the busy mark when the widget cannot load, and the server link does its job', async () => {
    boot('<div id="m" data-widget="missing"><a href="#fallback">Fallback</a></div>');
    await userEvent.click(screen.getByRole('link', { name: 'Fallback' }));
    await waitFor(() => expect(stateOf(document.getElementById('m'))).toBe('error'));
    expect(screen.getByRole('link', { name: 'Fallback' })).not.toHaveAttribute('aria-busy');
    await waitFor(() => expect(location.hash).toBe('#fallback'));
  });

  it('leaves the first key typed into a server text field to the browser, and the widget mounts with it', async () => {
    boot('<form data-widget="search"><label>Search vendors <input name="q"></label></form>');
    screen.getByRole('textbox', { name: 'Search vendors' }).focus();
    await userEvent.keyboard('f');
    // The key is the browser's: the server field has it at once, before any code arrived.
    expect(screen.getByRole('textbox', { name: 'Search vendors' })).toHaveValue('f');
    await waitFor(() => expect(document.querySelector('[data-widget="search"]')).toHaveAttribute('data-widget-state', 'mounted'));
    // The mounted widget's field, not the server's, holds what was typed.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search vendors' })).toHaveValue('f'));
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('mounts at once a widget whose server field already has the focus when the bundle starts (focused while the page loaded)', async () => {
    document.body.innerHTML = '<form data-widget="search"><label>Search vendors <input name="q"></label></form>';
    screen.getByRole('textbox', { name: 'Search vendors' }).focus();
    stop = startWidgets(document, registry);
    await waitFor(() => expect(document.querySelector('[data-widget="search"]')).toHaveAttribute('data-widget-state', 'mounted'));
  });

  it('gives the held click back to the server link when the widget cannot mount', async () => {
    boot('<div id="o" data-widget="opener" data-bad="x"><a href="#pricing">Open pricing</a></div>');
    await userEvent.click(screen.getByRole('link', { name: 'Open pricing' }));
    await waitFor(() => expect(document.getElementById('o')).toHaveAttribute('data-widget-state', 'error'));
    await waitFor(() => expect(location.hash).toBe('#pricing'));
  });

  it('mounts when the page says (data-hydrate), and a widget the page says nothing about waits for a touch', async () => {
    boot('<div id="o" data-widget="opener" data-hydrate="load">Server</div><div id="g" data-widget="greeting" data-name="Di"><a href="/plain">Plain link</a></div>');
    expect(await screen.findByRole('button', { name: 'Open pricing' })).toBeInTheDocument();
    expect(stateOf(document.getElementById('g'))).toBe('pending');
    screen.getByRole('link', { name: 'Plain link' }).dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(await screen.findByText('Hello Di')).toBeInTheDocument();
  });

  it('runs an enhancer on the server HTML, keeping it, and stops it on unmount', async () => {
    boot('<ul data-widget="linkMarker" data-hydrate="load" data-mark="tiles"><li><a href="/biz/1">Rosewood</a></li></ul>');
    const el = document.querySelector('[data-widget]');
    await waitFor(() => expect(stateOf(el)).toBe('mounted'));
    expect(screen.getByRole('link', { name: 'Rosewood' })).toHaveAttribute('data-enhanced', 'tiles');
    stop();
    expect(screen.getByRole('link', { name: 'Rosewood' })).not.toHaveAttribute('data-enhanced');
  });

  it('replays on the full version a click given while it loads, after a passing pointer had asked for it', async () => {
    boot('<div data-widget="upgradingEnhancer" data-hydrate="load"><button type="button">Open pricing</button></div>');
    const el = document.querySelector('[data-widget]');
    await waitFor(() => expect(stateOf(el)).toBe('mounted'));
    const server = screen.getByRole('button', { name: 'Open pricing' });
    server.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await userEvent.click(server);
    expect(server).toHaveAttribute('aria-busy', 'true');
    openerFull.release();
    expect(await screen.findByRole('button', { name: 'Opened' })).toBeInTheDocument();
    expect(server).not.toBeInTheDocument();
  });

  it('leaves the server HTML alone when an enhancer gets bad props or throws', async () => {
    boot('<ul data-widget="linkMarker" data-hydrate="load"><li><a href="/biz/1">Rosewood</a></li></ul><p data-widget="throwingEnhancer" data-hydrate="load">Server text</p>');
    const [marker, thrower] = document.querySelectorAll('[data-widget]');
    await waitFor(() => expect([stateOf(marker!), stateOf(thrower!)]).toEqual(['error', 'error']));
    expect(screen.getByRole('link', { name: 'Rosewood' })).not.toHaveAttribute('data-enhanced');
    expect(screen.getByText('Server text')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Widget "linkMarker" not mounted: bad props (mark:'), marker);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Widget "throwingEnhancer" crashed'), thrower, expect.any(Error));
  });
});

describe("the page's list of its widgets' chunks (issue 23, item 4: the runtime holds no table)", () => {
  const RUNTIME = 'https://cdn.example/fe/chunks/runtime-1.js';
  const list = (json: string, runtime = 'runtime-1') => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.setAttribute('data-widget-chunks', '');
    script.setAttribute('data-runtime', runtime);
    script.textContent = json;
    document.head.append(script);
    return script;
  };
  afterEach(() => document.head.querySelectorAll('[data-widget-chunks]').forEach((el) => el.remove()));

  it('imports a listed widget beside the runtime with its imports asked for at once, and reads the named export when the list says so', async () => {
    list('{"greeting":"greeting-abc1234,shared-def5678,react-0a1b2c3","link":"link-9z8y7x6#t"}');
    const preload = vi.fn(async (_base: string, file: string) => (file === 'link-9z8y7x6' ? { t: { default: 'the link' } } : { default: greeting }));
    const page = pageLoaders(document, RUNTIME, preload);
    expect(Object.keys(page)).toEqual(['greeting', 'link']);
    await expect(page.greeting!()).resolves.toEqual({ default: greeting });
    expect(preload).toHaveBeenCalledWith(RUNTIME, 'greeting-abc1234', 'shared-def5678,react-0a1b2c3');
    await expect(page.link!()).resolves.toEqual({ default: 'the link' });
    expect(preload).toHaveBeenLastCalledWith(RUNTIME, 'link-9z8y7x6', '');
    // The runtime's URL of a retry (?again=1) is the same runtime.
    expect(Object.keys(pageLoaders(document, `${RUNTIME}?again=1`, preload))).toEqual(['greeting', 'link']);
  });

  it('leaves out what could name another file or host, and a list that is not JSON', () => {
    list('{"a":"../evil","b":"https://evil.example/x","c":"x.js","d":"ok-1,//evil","e":42,"__proto__":"proto-1","f":"fine-1"}');
    const page = pageLoaders(document, RUNTIME, vi.fn());
    expect(Object.keys(page)).toEqual(['__proto__', 'f']);
    expect(Object.getPrototypeOf(page)).toBe(null);
    document.head.querySelector('[data-widget-chunks]')!.textContent = '{"f":';
    expect(Object.keys(pageLoaders(document, RUNTIME, vi.fn()))).toEqual([]);
  });

  it("ignores a list written for another build's runtime (a page cached across a deploy), and a helper that is not a function (an element named __wpl)", () => {
    list('{"greeting":"greeting-abc1234"}', 'runtime-0');
    expect(Object.keys(pageLoaders(document, RUNTIME, vi.fn()))).toEqual([]);
    document.head.querySelector('[data-widget-chunks]')!.setAttribute('data-runtime', 'runtime-1');
    expect(Object.keys(pageLoaders(document, RUNTIME, document.createElement('img')))).toEqual([]);
  });

  it("reads the list from the real head with the document's own querySelector, whatever named elements clobber", () => {
    list('{"greeting":"greeting-abc1234"}');
    const form = document.createElement('form');
    form.innerHTML = '<script type="application/json" data-widget-chunks data-runtime="runtime-1">{"other":"other-1"}</script>';
    document.body.append(form);
    // What `<form name="head">` and `<img name="querySelector">` do to a browser's document.
    Object.defineProperty(document, 'head', { value: form, configurable: true });
    Object.defineProperty(document, 'querySelector', { value: () => form.firstElementChild, configurable: true });
    try {
      expect(Object.keys(pageLoaders(document, RUNTIME, vi.fn()))).toEqual(['greeting']);
    } finally {
      delete (document as { head?: unknown }).head;
      delete (document as { querySelector?: unknown }).querySelector;
    }
  });

  it("mounts from the runtime's own table when a listed chunk cannot load (a chunk gone from the server)", async () => {
    let tables = 0;
    const listed = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: gone-1.js')));
    const runtime = createRuntime(async () => {
      tables += 1;
      return loaders;
    }, { greeting: listed });
    stop = startWidgets(document, { runtime: async () => runtime });
    document.body.innerHTML = '<div data-widget="greeting" data-hydrate="load" data-name="Gil"></div>';
    expect(await screen.findByText('Hello Gil')).toBeInTheDocument();
    expect(listed).toHaveBeenCalledTimes(1);
    expect(tables).toBe(1);
  });

  it('mounts listed widgets, at load and at a touch, without the whole table, and asks for the table only for a widget the page did not list, once', async () => {
    let tables = 0;
    const runtime = createRuntime(async () => {
      tables += 1;
      return loaders;
    }, { listed: loaders.greeting!, touched: loaders.opener! });
    stop = startWidgets(document, { runtime: async () => runtime });
    document.body.innerHTML = '<div data-widget="listed" data-hydrate="load" data-name="Eve"></div><div data-widget="touched"><button type="button">Open</button></div>';
    expect(await screen.findByText('Hello Eve')).toBeInTheDocument();
    await userEvent.hover(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(document.querySelector('[data-widget="touched"]')).toHaveAttribute('data-widget-state', 'mounted'));
    expect(tables).toBe(0);
    document.body.insertAdjacentHTML('beforeend', '<div data-widget="greeting" data-hydrate="load" data-name="Flo"></div><div id="u" data-widget="nope" data-hydrate="load">Kept</div>');
    expect(await screen.findByText('Hello Flo')).toBeInTheDocument();
    await waitFor(() => expect(stateOf(document.getElementById('u'))).toBe('error'));
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Unknown widget "nope"'), document.getElementById('u'));
    expect(tables).toBe(1);
  });

  it('reports an unknown widget once, found by the first widget to mount while its own moment comes too', async () => {
    const runtime = createRuntime(async () => loaders, { listed: loaders.greeting! });
    document.body.innerHTML = '<div data-widget="listed" data-hydrate="load" data-name="Hal"></div><div id="u" data-widget="nope" data-hydrate="load">Kept</div>';
    stop = startWidgets(document, { runtime: async () => runtime });
    expect(await screen.findByText('Hello Hal')).toBeInTheDocument();
    await waitFor(() => expect(stateOf(document.getElementById('u'))).toBe('error'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(consoleError.mock.calls.filter((call: unknown[]) => String(call[0]).includes('Unknown widget "nope"'))).toHaveLength(1);
  });
});
