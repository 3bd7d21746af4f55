/**
 * Spec §9 breakpoints in CSS px, each the first width of the next layout up: phones are narrower
 * than `phone`, tablets start at `tablet` (the spec's modal breakpoint), desktops at `desktop`,
 * large desktops at `largeDesktop`. Every edge is written once, here and in breakpoints.css, as
 * "narrower than" the edge: no 767 or 767.98 px.
 */
export const BREAKPOINTS = { phone: 480, tablet: 768, desktop: 1024, largeDesktop: 1200 } as const;

/**
 * Media queries for `matchMedia`, the same text as breakpoints.css's `@custom-media` (a test
 * holds the two together). "Narrower than" is written `not all and (min-width: …)`: exact like the
 * range syntax `(width < 768px)`, which Chrome before 104 and Safari before 16.4 do not parse
 * (build.target es2022 still covers Chrome 94), and without the 767.98 px of a max-width.
 */
export const MEDIA = {
  /** Phones (under 480 px): the chat takes the screen. */
  phone: narrowerThan(BREAKPOINTS.phone),
  /** Phones and small tablets, under the tablet width: modals are bottom sheets, tooltips open on tap. */
  mobile: narrowerThan(BREAKPOINTS.tablet),
} as const;

function narrowerThan(width: number): string {
  return `not all and (min-width: ${width}px)`;
}
