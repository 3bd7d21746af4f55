import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './modal';

function pageScroll() {
  return getComputedStyle(document.body).overflow;
}

/** A widget whose own button opens a modal, the way a widget root would use it. */
function Widget(props: Partial<ModalProps> & { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open {props.label}
      </button>
      <Modal title={props.label} {...props} open={open} onOpenChange={setOpen}>
        <label>
          Email <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('moves focus into the dialog named by its title and gives it back to the trigger on close', async () => {
    const user = userEvent.setup();
    render(<Modal title="Where" trigger={<button type="button">Search</button>}>Pick a city</Modal>);

    await user.click(screen.getByRole('button', { name: 'Search' }));

    const dialog = screen.getByRole('dialog', { name: 'Where' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('returns focus to the button that opened a controlled modal', async () => {
    const user = userEvent.setup();
    render(<Widget label="Sign up" />);

    await user.click(screen.getByRole('button', { name: 'Open Sign up' }));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Sign up' })).toHaveFocus();
  });

  it('keeps a visually hidden title as the accessible name', () => {
    render(<Modal open title="Start your search" hideTitle description="Type a city" />);

    expect(screen.getByRole('dialog', { name: 'Start your search' })).toHaveAccessibleDescription('Type a city');
  });

  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['the close button', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' }))],
    // The overlay is the dimmed area around the panel: the dialog's parent element.
    ['a press on the overlay', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('dialog').parentElement!)],
  ])('closes on %s when closeable', async (_how, close) => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Modal defaultOpen title="Where" onOpenChange={onOpenChange} />);

    await close(user);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open on Escape and overlay presses, with no close button, when not closeable', async () => {
    const user = userEvent.setup();
    render(<Modal defaultOpen title="Country" closeable={false} />);

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('dialog').parentElement!);

    expect(screen.getByRole('dialog', { name: 'Country' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('uses the given close label', () => {
    render(<Modal open title="Where" closeLabel="Cerrar" />);

    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});

/**
 * A log-in layer whose close brings back the flow that asked for it (expert advice): the flow's
 * dialog, in a root of its own and here without a focus trap, takes the focus as it appears.
 */
function LayerThenFlow() {
  const [layer, setLayer] = useState(false);
  const [flow, setFlow] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setLayer(true)}>
        Book a call
      </button>
      <Modal
        open={layer}
        onOpenChange={(open) => {
          setLayer(open);
          // The flow hears of the close through its store: a synchronous render, a moment later.
          if (!open) queueMicrotask(() => flushSync(() => setFlow(true)));
        }}
        title="Log in"
      />
      {flow && (
        <dialog open aria-label="Expert advice">
          <input aria-label="Answer" ref={(input) => input?.focus()} />
        </dialog>
      )}
    </>
  );
}

describe('Modals in separate widget roots', () => {
  it('leaves the focus in a dialog that took it as the modal closed, instead of returning it to the page behind', async () => {
    const user = userEvent.setup();
    render(<LayerThenFlow />);
    await user.click(screen.getByRole('button', { name: 'Book a call' }));
    await user.keyboard('{Escape}');
    // Radix gives the focus back in a task of its own, after the dialog has left.
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole('textbox', { name: 'Answer' })).toHaveFocus();
  });

  it('stacks a later modal above an earlier one and closes only the top one on Escape', async () => {
    const user = userEvent.setup();
    const first = render(<Modal open title="Login" onOpenChange={() => first.rerender(<Modal open={false} title="Login" />)} />);
    const second = render(<Modal open title="Alert me" onOpenChange={() => second.rerender(<Modal open={false} title="Alert me" />)} />);

    const zIndexOf = (name: string) => Number(getComputedStyle(screen.getByRole('dialog', { name, hidden: true }).parentElement!).zIndex);
    expect(zIndexOf('Alert me')).toBeGreaterThan(zIndexOf('Login'));

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog', { name: 'Alert me' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('blocks page scroll while any modal is open and unblocks it when the last one closes', async () => {
    const user = userEvent.setup();
    render(<Widget label="Login" />);
    const second = render(<Modal open={false} title="Country" />);
    expect(pageScroll()).not.toBe('hidden');

    await user.click(screen.getByRole('button', { name: 'Open Login' }));
    second.rerender(<Modal open title="Country" onOpenChange={() => second.rerender(<Modal open={false} title="Country" />)} />);
    expect(pageScroll()).toBe('hidden');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Country' })).not.toBeInTheDocument();
    expect(pageScroll()).toBe('hidden');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pageScroll()).not.toBe('hidden');
    // Pointer events are back too: user-event refuses to click through `pointer-events: none`.
    await user.click(screen.getByRole('button', { name: 'Open Login' }));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('unblocks the page when a widget root is unmounted with its modal open', () => {
    const widget = render(<Modal open title="Chat" />);
    expect(pageScroll()).toBe('hidden');

    widget.unmount();

    expect(pageScroll()).not.toBe('hidden');
  });
});

describe('Opening while another modal is loading', () => {
  it('refuses a modal opened through the open prop and hands the state back with onOpenChange(false)', () => {
    const loadingOne = render(<Modal open loading title="Sign up" />);
    const onOpenChange = vi.fn();
    const onOpenRefused = vi.fn();
    const other = render(<Modal open={false} title="Country" />);

    other.rerender(<Modal open title="Country" onOpenChange={onOpenChange} onOpenRefused={onOpenRefused} />);

    expect(screen.queryByRole('dialog', { name: 'Country' })).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(onOpenRefused).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toHaveAttribute('aria-busy', 'true');

    loadingOne.rerender(<Modal open loading={false} title="Sign up" />);
    other.rerender(<Modal open={false} title="Country" />);
    other.rerender(<Modal open title="Country" />);
    expect(screen.getByRole('dialog', { name: 'Country' })).toBeInTheDocument();
  });

  it('ignores a trigger pressed while another modal is loading, without calling onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const onOpenRefused = vi.fn();
    const nested = (loading: boolean) => (
      <Modal open loading={loading} title="Sign up">
        <Modal title="Terms" onOpenChange={onOpenChange} onOpenRefused={onOpenRefused} trigger={<button type="button">Read terms</button>} />
      </Modal>
    );
    const view = render(nested(true));

    await user.click(screen.getByRole('button', { name: 'Read terms' }));

    expect(screen.queryByRole('dialog', { name: 'Terms' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read terms' })).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(onOpenRefused).toHaveBeenCalledOnce();

    view.rerender(nested(false));
    await user.click(screen.getByRole('button', { name: 'Read terms' }));
    expect(screen.getByRole('dialog', { name: 'Terms' })).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(true);
  });
});


describe('modals and the page events', () => {
  it('close when log-in is done or when a widget asks every modal to close', async () => {
    const { emit } = await import('../../lib/events');
    function Two() {
      const [a, setA] = useState(true);
      const [b, setB] = useState(true);
      return (
        <>
          <Modal open={a} onOpenChange={setA} title="Log in" />
          <Modal open={b} onOpenChange={setB} title="Where" />
        </>
      );
    }
    const { unmount } = render(<Two />);
    await waitFor(() => expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(2));
    act(() => emit('auth:done', { type: 'user' }));
    await waitFor(() => expect(screen.queryAllByRole('dialog', { hidden: true })).toHaveLength(0));
    expect(document.body.style.overflow).toBe('');
    unmount();
  });

  it('close when a widget emits modals:close', async () => {
    const { emit } = await import('../../lib/events');
    render(<Widget label="Where" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open Where' }));
    await waitFor(() => expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(1));
    act(() => emit('modals:close', {}));
    await waitFor(() => expect(screen.queryAllByRole('dialog', { hidden: true })).toHaveLength(0));
  });
});
