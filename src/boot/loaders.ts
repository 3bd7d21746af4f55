/**
 * Each widget's lazy chunk: the whole table, a chunk of its own that the runtime asks for only
 * when the page did not list a widget's chunks (runtime.ts). The build writes, from it, the list
 * the PHP helper prints (dist/.vite/widgets.json, scripts/preload-dependencies.ts). The chat's, the searcher's
 * and the storefront's read only `default`: given the whole module, rolldown built a namespace
 * object for each (its chunk-load optimisation), which brought its runtime helpers (0.4 kB) to
 * an account's first load.
 */
export const loaders: Record<string, () => Promise<{ default: unknown }>> = {
  header: () => import('../../widgets/header/index.ts'),
  'account-header': () => import('../../widgets/header/account.ts'),
  'vendor-tiles': () => import('../../widgets/vendor-tiles/index.ts'),
  'favourite-button': () => import('../../widgets/favourite-button/index.ts'),
  'country-selector': () => import('../../widgets/country-selector/index.ts'),
  'smart-banner': () => import('../../widgets/smart-banner/index.ts'),
  'resend-verification': () => import('../../widgets/resend-verification/index.ts'),
  'vendor-signup': () => import('../../widgets/vendor-signup/index.ts'),
  'lead-form': () => import('../../widgets/lead-form/index.ts'),
  'lead-form-link': () => import('../../widgets/lead-form/link.ts'),
  'multi-category-lead': () => import('../../widgets/multi-category-lead/index.ts'),
  'wedding-date': () => import('../../widgets/wedding-date/index.ts'),
  'wedding-countdown': () => import('../../widgets/wedding-date/countdown-widget.ts'),
  'expert-advice': () => import('../../widgets/expert-advice/index.ts'),
  searcher: () => import('../../widgets/searcher/index.ts').then((m) => ({ default: m.default })),
  chat: () => import('../../widgets/chat/index.ts').then((m) => ({ default: m.default })),
  'vendor-manager': () => import('../../widgets/vendor-manager/index.ts'),
  storefront: () => import('../../widgets/storefront-gallery/index.ts').then((m) => ({ default: m.default })),
  'home-blocks': () => import('../../widgets/home-blocks/index.ts'),
  'home-sliders': () => import('../../widgets/home-sliders/index.ts'),
  'direct-signup': () => import('../../widgets/direct-signup/index.ts'),
  'storage-hub': () => import('../../widgets/storage-hub/index.ts'),
  'social-links': () => import('../../widgets/social-links/index.ts'),
};

export default loaders;
