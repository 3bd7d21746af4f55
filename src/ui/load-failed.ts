/** What a part that could not load says, and its button's label (from the caller's messages). */
export interface LoadFailedWords {
  message: string;
  retry: string;
}

const NOTICE = 'data-load-failed';

/**
 * Says, right after `place` (where the person acted), that what they asked for could not load
 * (its chunk failed twice: offline, or a deploy removed it), with a button that tries again.
 * Plain DOM in this small shared module: it needs no chunk of its own, so it still shows when
 * the chunks are gone. One notice a place; the button takes it away before `retry`, which says
 * it again (`focus` then, so the keyboard stays on the button) if the part still cannot load.
 * Returns the function that takes the notice away.
 */
export function sayLoadFailed(place: Element, words: LoadFailedWords, retry: () => void, { focus = false } = {}): () => void {
  if (place.nextElementSibling?.hasAttribute(NOTICE)) place.nextElementSibling.remove();
  const doc = place.ownerDocument;
  const notice = doc.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.setAttribute(NOTICE, '');
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'btn btn--outline btn--small';
  button.textContent = words.retry;
  button.addEventListener('click', () => {
    notice.remove();
    retry();
  });
  notice.append(words.message, ' ', button);
  place.after(notice);
  if (focus) button.focus();
  return () => notice.remove();
}
