/** The words of the account dropdown's panel (account-dropdown.ts, account-menu.tsx), apart from the header's other words (messages.ts): an account's page has the dropdown from its first load. */
export const dropdownMessages = {
  menuLoading: 'Loading…',
  menuError: 'The menu could not be loaded.',
  retry: 'Try again',
} as const;
