import { createElement } from 'react';
import * as z from 'zod/mini';
import { defineEnhancer } from '../../src/boot/define-widget';
import { requireAccount as ensureAccount } from '../../src/state/account';
import { enhanceModalLink } from '../../src/ui/host/modal-link';
import { enhanceWeddingDateForm } from './date-form';
import { WeddingDateModal } from './wedding-date-modal';

/** Spec §7: once the date is saved, the page reloads (the countdown and tools show the new date). */
const reloadPage = () => location.reload();

/**
 * The wedding date (spec §2 /tools/WeddingDate, §5). On a link to /tools/WeddingDate (the home
 * tool card): without JavaScript it goes to the page; hydrated on the first interaction (the
 * boot replays that click or key), it opens the wedding-date modal once there is an account to
 * save the date to (a visitor is asked to sign up or log in first; closing that leaves the page
 * as it was). On the page's own form: the same rule and message, sent through the contract, and
 * the page reloads once saved. The home tool card's countdown is a widget of its own
 * (`wedding-countdown`, countdown-widget.ts), with no React.
 */
export default defineEnhancer({
  props: z.object({}),
  enhance(element) {
    if (element instanceof HTMLFormElement) {
      const kit = enhanceWeddingDateForm(element, { ensureAccount, onSaved: reloadPage });
      return () => kit.destroy();
    }
    const link = element instanceof HTMLAnchorElement ? element : element.querySelector<HTMLAnchorElement>('a[href]');
    if (!link) throw new Error('the wedding-date widget needs a link to /tools/WeddingDate or its form');
    return enhanceModalLink(link, {
      host: 'wedding-date',
      beforeOpen: ensureAccount,
      modal: (props) => createElement(WeddingDateModal, { ...props, ensureAccount, onSaved: reloadPage }),
    });
  },
});
