import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../src/api/errors';
import { answerOf, type Answer } from './answer';

afterEach(() => {
  vi.useRealTimers();
});

/** A call that answers `data` when `resolve` is called with its index. */
function calls() {
  const asked: { key: string; signal: AbortSignal; resolve: (result: ApiResult<string>) => void }[] = [];
  const run = (key: string) => (signal: AbortSignal) => new Promise<ApiResult<string>>((resolve) => asked.push({ key, signal, resolve }));
  return { asked, run };
}

describe('answerOf (the phone searcher’s debounced suggest answers)', () => {
  it('asks the first query at once, a changed one after the wait, the same key not again, and drops an older answer', async () => {
    vi.useFakeTimers();
    const seen: Answer<string>[] = [];
    const answering = answerOf<string>((answer) => seen.push(answer));
    const { asked, run } = calls();
    answering.ask('', 600, run(''));
    await vi.advanceTimersByTimeAsync(0);
    expect(asked.map((call) => call.key)).toEqual(['']);
    asked[0]!.resolve({ ok: true, data: 'featured', status: 200 });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.at(-1)).toEqual({ data: 'featured', loading: false, failed: false });

    answering.ask('ph', 600, run('ph'));
    await vi.advanceTimersByTimeAsync(300);
    answering.ask('photo', 600, run('photo'));
    answering.ask('photo', 600, run('photo'));
    await vi.advanceTimersByTimeAsync(599);
    expect(asked.map((call) => call.key)).toEqual(['']);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked.map((call) => call.key)).toEqual(['', 'photo']);
    // The data stays while the next answer comes.
    expect(seen.at(-1)).toEqual({ data: 'featured', loading: true, failed: false });

    answering.ask('photos', 0, run('photos'));
    await vi.advanceTimersByTimeAsync(0);
    expect(asked[1]!.signal.aborted).toBe(true);
    asked[1]!.resolve({ ok: true, data: 'late', status: 200 });
    asked[2]!.resolve({ ok: false, error: { kind: 'network', endpoint: 'x', message: 'offline' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.map((answer) => answer.data)).not.toContain('late');
    expect(seen.at(-1)).toEqual({ data: undefined, loading: false, failed: true });
  });

  it('asks nothing once stopped', async () => {
    vi.useFakeTimers();
    const answering = answerOf<string>(() => {});
    const { asked, run } = calls();
    answering.ask('a', 600, run('a'));
    answering.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toEqual([]);
  });
});
