/** What the storefront's full-screen gallery and section navigation say (the spec names none of it). */
export const messages = {
  /** The full-screen gallery's close button. */
  close: 'Close photos',
  previous: 'Previous photo',
  next: 'Next photo',
  /** Which photo is shown, announced politely as it changes. */
  position: (n: number, total: number) => `Photo ${n} of ${total}`,
  /** The gallery's title when the strip has no name. */
  title: 'Photos',
} as const;
