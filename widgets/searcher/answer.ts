import type { ApiResult } from '../../src/api/errors';

/** A suggest answer as the modal shows it: the last data (kept while the next comes), and whether the last call failed. */
export interface Answer<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
}

/** The newest query's answer, from {@link answerOf}: `ask` puts a query, `stop` drops what is pending. */
export interface Answering<T> {
  /** Asks `run` for the query `key`, unless it is the key asked last; `waitMs` after (the first at once). */
  ask(key: string, waitMs: number, run: (signal: AbortSignal) => Promise<ApiResult<T>>): void;
  /** Drops the pending call and its answer (the step goes away). */
  stop(): void;
}

/**
 * The answer to the newest query, told to `onAnswer` at each change: a query whose key changes
 * is asked `waitMs` after the change (the searcher's debounce, spec §9), the first at once; a
 * newer key aborts an older call, so a late answer never replaces a newer one. The data stays
 * while the next call is on its way (then `loading`).
 */
export function answerOf<T>(onAnswer: (answer: Answer<T>) => void): Answering<T> {
  let answer: Answer<T> = { data: undefined, loading: true, failed: false };
  let asked: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  const stop = () => {
    clearTimeout(timer);
    controller?.abort();
  };
  const set = (next: Answer<T>) => {
    answer = next;
    onAnswer(answer);
  };
  return {
    ask(key, waitMs, run) {
      if (key === asked) return;
      const wait = asked === undefined ? 0 : waitMs;
      asked = key;
      stop();
      const current = new AbortController();
      controller = current;
      timer = setTimeout(() => {
        if (!answer.loading) set({ ...answer, loading: true });
        void run(current.signal).then((result) => {
          if (current.signal.aborted) return;
          set(result.ok ? { data: result.data, loading: false, failed: false } : { data: undefined, loading: false, failed: true });
        });
      }, wait);
    },
    stop,
  };
}
