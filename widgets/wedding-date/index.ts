import * as z from 'zod/mini';
import { defineEnhancer } from '../../src/boot/define-widget';
import { requireAccount as ensureAccount } from '../../src/state/account';
import { enhanceWeddingDateForm } from './date-form';
import { startCountdown } from './countdown';
import { enhanceWeddingDateLink } from './enhance-link';

/**
 * The wedding date (spec §2 /tools/WeddingDate, §5). On a link to /tools/WeddingDate (the home
 * tool card): without JavaScript it goes to the page; hydrated on the first interaction (the
 * boot replays that click or key), it opens the wedding-date modal. On the page's own form:
 * the same rule and message, sent through the contract, and the page reloads once saved. On the
 * home tool card's countdown (data-date): the ticking figures.
 */
export default defineEnhancer({
  props: z.object({ date: z.optional(z.string()) }),
  enhance(element, { date }) {
    // The tool card's countdown (data-date, moment `visible`): one widget with the link keeps the
    // entry's list of widgets short.
    if (date !== undefined) return startCountdown(element, date);
    if (element instanceof HTMLFormElement) {
      const kit = enhanceWeddingDateForm(element, { ensureAccount, onSaved: () => location.reload() });
      return () => kit.destroy();
    }
    const link = element instanceof HTMLAnchorElement ? element : element.querySelector<HTMLAnchorElement>('a[href]');
    if (!link) throw new Error('the wedding-date widget needs a link to /tools/WeddingDate or its form');
    return enhanceWeddingDateLink(link);
  },
});
