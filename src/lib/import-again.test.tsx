import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../mocks/console-guard';
import { importAgain } from './import-again';
import { lazyAgain } from './lazy-again';

const chunk = { default: () => <p>Loaded</p> };
/** A loader that fails `failures` times (a chunk that answers 404), then loads. */
const flaky = (failures: number) => vi.fn(() => (failures-- > 0 ? Promise.reject(new Error('chunk 404')) : Promise.resolve(chunk)));

class Caught extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('importAgain', () => {
  it('loads once when the first try works', async () => {
    const load = flaky(0);
    await expect(importAgain(load)).resolves.toBe(chunk);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load once more', async () => {
    const load = flaky(1);
    await expect(importAgain(load)).resolves.toBe(chunk);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects with the second failure, after two tries', async () => {
    const load = flaky(2);
    await expect(importAgain(load)).rejects.toThrow('chunk 404');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyAgain', () => {
  it('renders a component whose chunk failed once', async () => {
    const Part = lazyAgain(flaky(1));
    render(<Suspense fallback={null}><Part /></Suspense>);
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
  });

  it('throws to the nearest boundary when the chunk failed twice', async () => {
    // React reports an error its boundary caught (the widgets' roots silence it: react-widget.tsx).
    expectConsole('error', /chunk 404/);
    const Part = lazyAgain(flaky(2));
    render(<Caught><Suspense fallback={null}><Part /></Suspense></Caught>);
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk 404');
  });
});
