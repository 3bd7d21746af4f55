/**
 * Marks `control` busy (`aria-busy="true"`, which the site's CSS shows: README, Hydration
 * moment) until `work` settles: a touch taken while its code or data is on its way. Returns
 * `work`. (The entry and the runtime set the same mark on a held click; they cannot import this
 * module, see src/boot/runtime.ts.)
 */
export function busyUntil<T>(control: Element, work: Promise<T>): Promise<T> {
  control.setAttribute('aria-busy', 'true');
  const clear = () => control.removeAttribute('aria-busy');
  work.then(clear, clear);
  return work;
}
