import { useEffect, useState } from 'react';
import type { FragmentFailure, FragmentResult, FragmentSource, LoadedFragment } from './load-fragment';

/** Where a fragment modal's load stands. */
export type FragmentLoadState =
  | { status: 'loading' }
  | { status: 'ready'; loaded: LoadedFragment }
  | { status: 'failed'; failure: FragmentFailure };

/**
 * Loads `source` while `active`, again on `retry()`, and anew whenever `source` changes or the
 * modal opens again. Each load gets its own AbortSignal, aborted as soon as nobody waits for it
 * (closed, another source, a retry, unmounted): its late answer is dropped, never shown.
 * A fragment already clean is ready at once, with no loading state.
 */
export function useFragmentLoad(source: FragmentSource, active: boolean): FragmentLoadState & { retry: () => void } {
  // Which load this is: a new source, a new opening and a retry each make a new one.
  const [load, setLoad] = useState(0);
  const [seen, setSeen] = useState({ source, active });
  const [outcome, setOutcome] = useState<{ load: number; result: FragmentResult } | null>(null);
  if (seen.source !== source || seen.active !== active) {
    setSeen({ source, active });
    setLoad((n) => n + 1);
  }
  const retry = () => setLoad((n) => n + 1);

  useEffect(() => {
    if (!active || typeof source !== 'function') return undefined;
    const controller = new AbortController();
    void source(controller.signal).then((result) => {
      if (!controller.signal.aborted) setOutcome({ load, result });
    });
    return () => controller.abort();
  }, [source, active, load]);

  if (typeof source !== 'function') return { status: 'ready', loaded: source, retry };
  const result = outcome?.load === load ? outcome.result : undefined;
  if (!result) return { status: 'loading', retry };
  return result.ok ? { status: 'ready', loaded: result, retry } : { status: 'failed', failure: result, retry };
}
