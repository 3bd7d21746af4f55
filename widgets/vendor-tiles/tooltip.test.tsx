import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TOOLTIP_OPEN_DELAY_MS } from '../../src/ui/constants';
import { Modal } from '../../src/ui/modal/modal';
import { Tooltip } from './tooltip';

const viewport = (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function renderFavourite() {
  return render(
    <>
      <Tooltip content="Save this vendor to your favourites">
        <button type="button">Favourite</button>
      </Tooltip>
      <button type="button">Next</button>
    </>,
  );
}

describe('Tooltip on a desktop', () => {
  it('opens after a short hover delay, describes its button and closes when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderFavourite();
    const button = screen.getByRole('button', { name: 'Favourite' });

    // When the tooltip enters the page, measured from before the hover: the delay is a lower bound
    // a loaded machine cannot break (a timer never fires early), where "not yet open" after
    // the hover's own awaits would be a race.
    let openedAfter = Number.NaN;
    const hoveredAt = performance.now();
    const observer = new MutationObserver(() => {
      if (Number.isNaN(openedAfter) && screen.queryByRole('tooltip')) openedAfter = performance.now() - hoveredAt;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await user.hover(button);

    const tooltip = await screen.findByRole('tooltip');
    observer.disconnect();
    // Node may round a timer a millisecond early.
    expect(openedAfter).toBeGreaterThanOrEqual(TOOLTIP_OPEN_DELAY_MS - 1);
    expect(tooltip).toHaveTextContent('Save this vendor to your favourites');
    expect(button).toHaveAccessibleDescription('Save this vendor to your favourites');
    expect(document.body).toHaveFocus();
    await user.pointer({ keys: '[MouseLeft]', target: tooltip });
    expect(tooltip).not.toHaveFocus();
    await user.unhover(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on keyboard focus without taking it and closes on blur', async () => {
    const user = userEvent.setup();
    renderFavourite();

    await user.tab();

    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('closes on Escape and leaves focus on its button', async () => {
    const user = userEvent.setup();
    renderFavourite();
    await user.tab();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveFocus();
  });

  it('closes on Escape before the modal it sits in, which the next Escape closes', async () => {
    const user = userEvent.setup();
    render(
      <Modal defaultOpen title="Vendor">
        <Tooltip content="Replies within a day">
          <button type="button">Response time</button>
        </Tooltip>
      </Modal>,
    );
    await user.hover(screen.getByRole('button', { name: 'Response time' }));
    await screen.findByRole('tooltip');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Vendor' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Tooltip on a phone (under 768 px)', () => {
  afterEach(() => {
    viewport.setViewport({ width: 1024 });
  });

  it('ignores hover, opens on tap and closes on a press outside', async () => {
    viewport.setViewport({ width: 375 });
    const user = userEvent.setup();
    renderFavourite();
    const button = screen.getByRole('button', { name: 'Favourite' });

    await user.hover(button);
    await pause(TOOLTIP_OPEN_DELAY_MS + 50);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.click(button);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Save this vendor to your favourites');
    expect(button).toHaveAccessibleDescription('Save this vendor to your favourites');

    await user.click(document.body);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
