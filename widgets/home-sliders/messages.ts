/**
 * What the sliders say. The spec shows no wording for these calls' failures (§8 "not shown"):
 * these are ours, short, and say what the person can do.
 */
export const sliderMessages = {
  /** A recommendation tab's slides could not be loaded (its tab stays chosen: choosing it again tries again). */
  recommendationsFailed: 'These recommendations could not be loaded. Choose the tab again to retry.',
  /** The storefront's real weddings could not load more (Next tries again). */
  realWeddingsFailed: 'More real weddings could not be loaded. Press Next to try again.',
} as const;
