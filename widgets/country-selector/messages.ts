/** What the country selector says; the spec names the modal only, so every string is ours. */
export const messages = {
  title: 'Choose your country',
  loading: 'Loading countries…',
  failed: 'The list of countries could not be loaded.',
  retry: 'Try again',
  /** The failure's way through: the page the footer link goes to without JavaScript. */
  openPage: 'See the countries on their own page',
} as const;
