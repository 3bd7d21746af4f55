import { createElement } from 'react';
import * as z from 'zod/mini';
import { defineEnhancer } from '../../src/boot/define-widget';
import { enhanceModalLink } from '../../src/ui/host/modal-link';
import { CountrySelectorModal } from './country-selector-modal';

/**
 * The footer's country link (spec §2 country selector). Without JavaScript it goes to the page
 * listing the countries; hydrated on the first interaction (the boot replays that click or key),
 * it opens the same list in a modal, in a root of its own: the server's link stays as it is.
 */
export default defineEnhancer({
  props: z.object({}),
  enhance(element) {
    const link = element instanceof HTMLAnchorElement ? element : element.querySelector<HTMLAnchorElement>('a[href]');
    if (!link) throw new Error('the country-selector widget needs a link');
    return enhanceModalLink(link, { host: 'country-selector', modal: (props) => createElement(CountrySelectorModal, props) });
  },
});
