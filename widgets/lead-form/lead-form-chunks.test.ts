import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../mocks/console-guard';
import { server } from '../../mocks/node';
import { held, useMockBackend } from '../../mocks/testing';

// A tile's "Request pricing" on a slow network: the modal's code (React, the dialog) and the
// vendor's form are asked for together at the click; when the code cannot load, the link's own
// page does the job. Each test takes fresh modules, with the modal's chunk stood in for.

useMockBackend();

let slowChunk: Promise<void> | undefined;
const lost = { count: 0 };
const assign = vi.fn<(url: string | URL) => void>();

async function freshPage(widget = 'lead-form-link') {
  vi.resetModules();
  vi.doMock('./open-lead-form', async (importOriginal) => {
    if (lost.count > 0 && lost.count--) throw new Error('Failed to fetch dynamically imported module: open-lead-form');
    await slowChunk;
    return importOriginal();
  });
  const [{ startWidgets }, { registry }] = await Promise.all([import('../../src/boot/scanner'), import('../../src/boot/registry')]);
  document.body.innerHTML =
    `<a href="/emp-Form.php?id_empresa=1020" data-widget="${widget}" data-vendor-id="1020" data-variant="vlist">Request pricing<span class="visually-hidden"> from Bluebell Photography</span></a>`;
  stop = startWidgets(document, registry);
  return screen.getByRole('link', { name: 'Request pricing from Bluebell Photography' });
}

let stop = () => {};
afterEach(() => {
  stop();
  vi.doUnmock('./open-lead-form');
  vi.restoreAllMocks();
  assign.mockReset();
  slowChunk = undefined;
  lost.count = 0;
});

describe("a tile's Request pricing", () => {
  it('asks for the form at the click, while the modal’s code is still on its way, busy meanwhile; the modal shows that answer', async () => {
    const chunk = held();
    slowChunk = chunk.arrived;
    const forms: string[] = [];
    const listen = ({ request }: { request: Request }) => void (new URL(request.url).pathname === '/landings/form.php' && forms.push(request.url));
    server.events.on('request:start', listen);
    try {
      const link = await freshPage();
      await userEvent.click(link);
      await waitFor(() => expect(forms).toHaveLength(1));
      expect(link).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByRole('dialog')).toBeNull();
      chunk.release();
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(dialog.querySelector('form')).not.toBeNull());
      expect(forms).toHaveLength(1);
      expect(link).not.toHaveAttribute('aria-busy');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    } finally {
      chunk.release();
      server.events.removeListener('request:start', listen);
    }
  });

  it('goes to the link’s own page when the modal’s code cannot load (a deploy removed it)', async () => {
    expectConsole('error', /Widget "lead-form": the lead form could not load/);
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    lost.count = 100;
    const link = await freshPage();
    await userEvent.click(link);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/emp-Form.php?id_empresa=1020'));
    expect(link).not.toHaveAttribute('aria-busy');
  });

  it('opens the modal from a link given as lead-form too (its link code comes after the form widget’s)', async () => {
    const link = await freshPage('lead-form');
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('form')).not.toBeNull());
    expect(assign).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
