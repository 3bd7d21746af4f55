import * as z from 'zod/mini';
import { defineEnhancer } from '../../src/boot/define-widget';
import { enhanceStorefrontGallery } from './gallery-strip';
import { enhanceSectionNav } from './section-nav';

/**
 * `data-widget="storefront"`: the storefront's photos (the full-screen gallery, gallery-strip.ts)
 * and its section navigation (section-nav.ts), each woken by its first touch. One widget name for
 * both: every name costs the runtime's list of loaders bytes that every page loads first.
 */
export default defineEnhancer({
  props: z.object({}),
  enhance: (element) => (element instanceof HTMLElement && element.tagName === 'NAV' ? enhanceSectionNav(element) : enhanceStorefrontGallery(element)),
});
