/**
 * Runs `load` (a dynamic import) and, when it fails, once more: a chunk lost to a flaky network,
 * or one a deploy removed while the page was open, often comes on the second try (browsers keep
 * no failed module fetch). A second failure is the caller's to answer, in words or with the
 * server's own page: never a spinner, never silence.
 *
 * @example
 * const { openDeal } = await importAgain(() => import('./deal'));
 */
export function importAgain<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => load());
}
