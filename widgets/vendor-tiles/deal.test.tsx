import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { useMockBackend } from '../../mocks/testing';
import { TOOLTIP_OPEN_DELAY_MS } from '../../src/ui/constants';
import { Modal } from '../../src/ui/modal/modal';
import { dealMessages, openDeal } from './deal';

// The deal tooltip with no React (spec §3/§7, §4 tooltips): what a person pointing, tabbing or
// tapping meets, and what it shows of the server's answer.

useMockBackend();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const TILE = `<li data-vendor-id="1000"><a class="badge badge--deal" href="/biz/rosewood-estate-1000.html#deals" data-deal>Deal<span class="visually-hidden"> from Rosewood Estate</span></a></li><button type="button">Next</button>`;
const badge = () => screen.getByRole('link', { name: 'Deal from Rosewood Estate' });

function tapMode(on: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: on, media: query, addEventListener() {}, removeEventListener() {} }));
}

beforeEach(() => {
  document.body.innerHTML = `<ul>${TILE}</ul>`;
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the deal tooltip on a desktop', () => {
  beforeEach(() => tapMode(false));

  it("shows the server's deal as text, describing the badge, and the badge leads to the deal", async () => {
    openDeal(badge() as HTMLAnchorElement);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent(dealMessages.loading);
    expect(badge()).toHaveAccessibleDescription(dealMessages.loading);
    await waitFor(() => expect(tooltip).toHaveTextContent('10% off when you book Rosewood Estate'));
    expect(tooltip.querySelector('strong')).toHaveTextContent('Venues');
    expect(badge()).toHaveAttribute('href', '/biz/rosewood-estate-1000.html#deals');
  });

  it('renders hostile text as text, keeps the server link for an unsafe url, and says a failure', async () => {
    server.use(http.get('*/listing/layer/deal', () => HttpResponse.json({ categoryName: '<img src=x onerror=alert(1)>', title: 't', url: 'javascript:alert(1)', description: 'd' })));
    openDeal(badge() as HTMLAnchorElement);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('<img src=x onerror=alert(1)>'));
    expect(screen.getByRole('tooltip').querySelector('img')).toBeNull();
    expect(badge()).toHaveAttribute('href', '/biz/rosewood-estate-1000.html#deals');

    document.body.innerHTML = `<ul>${TILE}</ul>`;
    server.use(http.get('*/listing/layer/deal', () => new HttpResponse(null, { status: 500 })));
    openDeal(badge() as HTMLAnchorElement);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(dealMessages.failed));
  });

  it('shows on hover after the delay, stays while the pointer moves onto it, and hides once it has left', async () => {
    const user = userEvent.setup();
    openDeal(badge() as HTMLAnchorElement);
    await user.click(document.body);
    expect(screen.queryByRole('tooltip')).toBeNull();

    const start = performance.now();
    await user.hover(badge());
    await waitFor(() => expect(screen.getByRole('tooltip')).toBeInTheDocument());
    expect(performance.now() - start).toBeGreaterThanOrEqual(TOOLTIP_OPEN_DELAY_MS - 1);
    await user.hover(screen.getByRole('tooltip'));
    await pause(250);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.unhover(screen.getByRole('tooltip'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(badge()).not.toHaveAttribute('aria-describedby');
  });

  it('shows on keyboard focus, never taking it, hides on blur and on Escape', async () => {
    const user = userEvent.setup();
    openDeal(badge() as HTMLAnchorElement);
    await user.click(document.body);
    await user.tab();
    expect(badge()).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(badge()).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('in a modal, Escape hides the tooltip first; the next Escape closes the modal', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { unmount } = render(
      <Modal open title="Vendors" onOpenChange={onOpenChange}>
        <a href="/biz/rosewood-estate-1000.html#deals" data-vendor-id="1000">
          Deal<span className="visually-hidden"> from Rosewood Estate</span>
        </a>
      </Modal>,
    );
    const link = screen.getByRole('link', { name: 'Deal from Rosewood Estate' }) as HTMLAnchorElement;
    link.focus();
    openDeal(link);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    unmount();
  });
});

describe('the deal tooltip on a phone', () => {
  beforeEach(() => tapMode(true));

  it('a tap shows it instead of following the link, the next tap follows it; a press elsewhere hides it', async () => {
    const user = userEvent.setup();
    const followed = vi.fn((event: MouseEvent) => event.preventDefault());
    openDeal(badge() as HTMLAnchorElement);
    await user.pointer({ keys: '[TouchA]', target: document.body });
    expect(screen.queryByRole('tooltip')).toBeNull();
    document.addEventListener('click', (event) => followed(event), { once: true });
    await user.click(badge());
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    expect(followed.mock.calls[0]![0].defaultPrevented).toBe(true);
    document.addEventListener('click', (event) => {
      expect(event.defaultPrevented).toBe(false);
      event.preventDefault();
    }, { once: true });
    await user.click(badge());
    await user.pointer({ keys: '[TouchA]', target: screen.getByRole('button', { name: 'Next' }) });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
