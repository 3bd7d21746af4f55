/** The favourite heart's own strings; its accessible name ('Save {vendor name}') comes with the server HTML. */
export const favouriteMessages = {
  saveFailed: 'This vendor could not be saved to your favourites. Please try again.',
  removeFailed: 'This vendor could not be removed from your favourites. Please try again.',
} as const;
