import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ApiResult } from '../../src/api/errors';

/** A suggest answer as the modal shows it: the last data (kept while the next comes), and whether the last call failed. */
export interface Answer<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
}

/**
 * The answer to the newest query: a query whose `key` changes is asked `waitMs` after the change
 * (the searcher's debounce, spec §9), the first at once; a newer key aborts an older call, so a
 * late answer never replaces a newer one.
 */
export function useAnswer<T>(key: string, waitMs: number, ask: (signal: AbortSignal) => Promise<ApiResult<T>>): Answer<T> {
  const [answer, setAnswer] = useState<Answer<T>>({ data: undefined, loading: true, failed: false });
  const first = useRef(true);
  const run = useEffectEvent(ask);
  useEffect(() => {
    const controller = new AbortController();
    const wait = first.current ? 0 : waitMs;
    first.current = false;
    const timer = setTimeout(() => {
      setAnswer((previous) => ({ ...previous, loading: true }));
      void run(controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        setAnswer(result.ok ? { data: result.data, loading: false, failed: false } : { data: undefined, loading: false, failed: true });
      });
    }, wait);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, waitMs]);
  return answer;
}
