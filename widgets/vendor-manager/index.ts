import { defineEnhancer } from '../../src/boot/define-widget';
import { addVendor, deleteFavourite, markHired } from '../../src/api/vendor-manager';
import { addInPlace, hireFromVenueList, hireInPlace, removeInPlace } from './actions';
import { vendorManagerPropsSchema } from './schema';

/**
 * The vendor manager (/tools/Vendors, /tools/VendorsCateg) and the venue list (venue-list-vrm):
 * server pages whose "Mark as hired" and "Remove" links and add form work without JavaScript.
 * From the first touch this enhancer does them in place instead (busy meanwhile, the row
 * changed, the result said in the page's status region). Links it does not know (a venue's
 * "Mark as hired" through the venue list, the 'Hired' badge) stay plain links.
 */
export default defineEnhancer({
  props: vendorManagerPropsSchema,
  enhance(root) {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !root.contains(link)) return;
      const url = new URL(link.href);
      const action = url.pathname === markHired.path ? hireInPlace : url.pathname === deleteFavourite.path ? removeInPlace : undefined;
      if (!action) return;
      event.preventDefault();
      // One call a control at a time: a second click while it is busy does nothing.
      if (link.getAttribute('aria-busy') !== 'true') void action(root, link, url);
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      const path = new URL(form.action).pathname;
      const action = path === addVendor.path ? addInPlace : path === markHired.path ? hireFromVenueList : undefined;
      if (!action) return;
      event.preventDefault();
      if (!form.querySelector('[aria-busy="true"]')) void action(root, form);
    };
    root.addEventListener('click', onClick);
    root.addEventListener('submit', onSubmit);
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('submit', onSubmit);
    };
  },
});
