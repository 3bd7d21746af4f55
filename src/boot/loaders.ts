/** Each widget's lazy chunk. Keep the names in step with registry.ts. */
export const loaders: Record<string, () => Promise<{ default: unknown }>> = {
  header: () => import('../../widgets/header/index.ts'),
  'vendor-impressions': () => import('../../widgets/vendor-impressions/index.ts'),
};
