import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { held, useMockBackend } from '../../../mocks/testing';
import { countrySelector, loginLayer } from '../../api/layers';
import { FragmentModal } from './fragment-modal';
import { loadFragment, type FragmentLoader } from './load-fragment';

useMockBackend();

const messages = { loading: 'Loading the list…', failed: 'The list could not be loaded.', retry: 'Try again', openPage: 'Open its page' };

/** The log-in layer's address answers per `tracking`: a heading, a labelled list and a link; `slow` ones when the test releases them. */
function layerAnswers(slow: string[] = []) {
  const late = held();
  server.use(
    http.get('*/users-login-layer.php', async ({ request }) => {
      const name = new URL(request.url).searchParams.get('tracking') ?? '';
      if (slow.includes(name)) await late.arrived;
      return HttpResponse.html(`<section aria-labelledby="t x"><h2 id="t">Layer ${name}</h2><p id="x">Pick one</p><a href="/${name}" onclick="window.hacked=1">Answer ${name}</a><script>window.hacked=2</script></section>`);
    }),
  );
  return late.release;
}

const layer = (name: string): FragmentLoader => (signal) => loadFragment(loginLayer, { tracking: name }, { signal, require: 'a[href]' });

describe('loadFragment', () => {
  it('cleans the answer, takes its first heading as the title and drops the labels that named it', async () => {
    layerAnswers();
    const result = await loadFragment(loginLayer, { tracking: 'a' });
    if (!result.ok) throw new Error(result.reason);
    expect(result.title).toBe('Layer a');
    const section = result.fragment.querySelector('section')!;
    expect(section).toHaveAttribute('aria-labelledby', 'x');
    expect(result.fragment.querySelectorAll('h2, script, [onclick]')).toHaveLength(0);
  });

  it('fails with what went wrong: the call, or a required part missing', async () => {
    server.use(http.get('*/country-selector', () => new HttpResponse('Oops', { status: 500 }), { once: true }));
    expect(await loadFragment(countrySelector, {})).toMatchObject({ ok: false, reason: 'call', error: { kind: 'http', status: 500 } });
    server.use(http.get('*/country-selector', () => HttpResponse.html('<p>Maintenance</p>'), { once: true }));
    expect(await loadFragment(countrySelector, {}, { require: 'a[href]' })).toEqual({ ok: false, reason: 'missing', selector: 'a[href]' });
  });

  it('drops an answer once its signal is aborted', async () => {
    const controller = new AbortController();
    server.use(
      http.get('*/country-selector', () => {
        controller.abort();
        return HttpResponse.html('<a href="/late">Late</a>');
      }),
    );
    expect(await loadFragment(countrySelector, {}, { signal: controller.signal })).toEqual({ ok: false, reason: 'aborted' });
  });
});

/** A page that shows one of two fragments in a modal; the buttons outside switch and reopen it. */
function Page({ onShow }: { onShow?: (container: HTMLElement) => () => void }) {
  const [name, setName] = useState('a');
  const [open, setOpen] = useState(true);
  // One loader per name, as a caller keeps it: a new one is a new load.
  const [loaders] = useState(() => ({ a: layer('a'), b: layer('b') }));
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setName('b');
          setOpen(true);
        }}
      >
        Show b
      </button>
      <FragmentModal open={open} onOpenChange={setOpen} title="Fallback" titleFromFragment source={loaders[name as 'a' | 'b']} messages={messages} pageHref="/list" onShow={onShow} />
    </>
  );
}

describe('FragmentModal', () => {
  it('says it is loading, then shows the cleaned fragment named by its heading, enhanced until it closes', async () => {
    const release = layerAnswers(['a']);
    const cleanUp = vi.fn();
    const onShow = vi.fn((container: HTMLElement) => {
      container.querySelector('a')?.setAttribute('data-enhanced', '');
      return cleanUp;
    });
    render(<Page onShow={onShow} />);
    const dialog = screen.getByRole('dialog', { name: 'Fallback' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the list…');
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await within(dialog).findByRole('link', { name: 'Answer a' })).toHaveAttribute('data-enhanced');
    expect(screen.getByRole('dialog', { name: 'Layer a' })).not.toHaveAttribute('aria-busy');
    expect(within(dialog).queryByRole('status')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cleanUp).toHaveBeenCalledOnce();
  });

  it('says a failure with a retry and the page, and loads again on Try again', async () => {
    layerAnswers();
    server.use(http.get('*/users-login-layer.php', () => HttpResponse.error(), { once: true }));
    render(<Page />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded.');
    expect(within(alert).getByRole('link', { name: 'Open its page' })).toHaveAttribute('href', '/list');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Answer a' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never shows a late answer nobody waits for: closed while loading, then another fragment', async () => {
    const release = layerAnswers(['a']);
    render(<Page />);
    await screen.findByRole('status');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Show b' }));
    expect(await screen.findByRole('link', { name: 'Answer b' })).toBeInTheDocument();
    // A's answer comes now; a shown one would take a few ms.
    release();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('dialog', { name: 'Layer b' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Answer a' })).toBeNull();
  });
});
