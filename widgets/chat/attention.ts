/**
 * What draws a person back to a new message when the chat is not open (spec §4, §9): the
 * page title flashing for 10 s at 1 s, and a short sound.
 */

/** Spec §9: title flash 10 s at a 1 s interval. */
export const TITLE_FLASH_MS = 10_000;
export const TITLE_FLASH_INTERVAL_MS = 1000;

let flashing: (() => void) | undefined;

/** Alternates the page title with `text` every second for 10 s, then restores it. */
export function flashTitle(text: string): () => void {
  flashing?.();
  const original = document.title;
  let shown = false;
  const interval = setInterval(() => {
    shown = !shown;
    document.title = shown ? text : original;
  }, TITLE_FLASH_INTERVAL_MS);
  const stop = () => {
    clearInterval(interval);
    clearTimeout(timeout);
    document.title = original;
    if (flashing === stop) flashing = undefined;
  };
  const timeout = setTimeout(stop, TITLE_FLASH_MS);
  flashing = stop;
  return stop;
}

/**
 * A short two-note chime, made with Web Audio (no sound file to host). Browsers keep audio
 * silent until the page had a gesture; then it simply does not play.
 */
export function playChime(): void {
  try {
    const context = new AudioContext();
    const gain = context.createGain();
    gain.gain.setValueAtTime(0.08, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + 0.5);
    gain.connect(context.destination);
    [880, 1320].forEach((frequency, index) => {
      const note = context.createOscillator();
      note.frequency.value = frequency;
      note.connect(gain);
      note.start(context.currentTime + index * 0.12);
      note.stop(context.currentTime + 0.5);
    });
    setTimeout(() => void context.close(), 800);
  } catch {
    // No Web Audio (old browsers, tests): the title flash and the notification remain.
  }
}
