import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../mocks/console-guard';
import { BUTTON, DIALOG, buttonHtml, useExpertAdvicePage } from '../../mocks/expert-advice-page';
import { useMockBackend, writeSiteConfig } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { refreshSession } from '../../src/state/session';
import { stepperChunk } from './index';

// The "Book a free call" button when the stepper's code cannot load (offline, or a deploy
// removed the chunk): tried once more, then said beside the button, with a Try again.

useMockBackend();
const page = useExpertAdvicePage();

const FAILED = 'This part of the page could not load. Check your connection and try again.';
const lost = () => new Error('Failed to fetch dynamically imported module');

/** The vendor manager's button, booted; the first press hydrates it and is replayed. */
async function pressButton() {
  writeSiteConfig({ country: 'US' });
  refreshSession();
  document.body.innerHTML = buttonHtml(false);
  page.stop = startWidgets(document, registry);
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: BUTTON });
  await user.click(button);
  return { user, button };
}

describe('the expert-advice button when the stepper cannot load', () => {
  it('opens the stepper when its chunk fails once: it is tried again', async () => {
    const load = vi.spyOn(stepperChunk, 'load').mockRejectedValueOnce(lost());
    await pressButton();
    expect(await screen.findByRole('dialog', { name: DIALOG })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says so beside the button when it fails twice, and Try again opens the stepper', async () => {
    expectConsole('error', /Widget "expert-advice": the stepper could not load/);
    const load = vi.spyOn(stepperChunk, 'load').mockRejectedValueOnce(lost()).mockRejectedValueOnce(lost());
    const { user, button } = await pressButton();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FAILED);
    expect(alert.previousElementSibling).toBe(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: DIALOG })).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });
});
