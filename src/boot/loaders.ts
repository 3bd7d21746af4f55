/** Each widget's lazy chunk. Keep the names in step with registry.ts. */
export const loaders: Record<string, () => Promise<{ default: unknown }>> = {
  header: () => import('../../widgets/header/index.ts'),
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
  'expert-advice': () => import('../../widgets/expert-advice/index.ts'),
  searcher: () => import('../../widgets/searcher/index.ts'),
  chat: () => import('../../widgets/chat/index.ts'),
  'home-sliders': () => import('../../widgets/home-sliders/index.ts'),
};
