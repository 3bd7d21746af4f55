/**
 * What each network's row can do (spec §7): Google and Apple link with the network's sign-in
 * (/auth/google/link, /auth/apple/link), Apple and Facebook unlink (/auth/apple/unlink,
 * /com-UnlinkFbAccount.php). The spec has no Google unlink and no Facebook link. One table for
 * the widget and the fixture site, which prints the rows' buttons from it.
 */
export const NETWORK_ACTIONS = {
  google: { link: true, unlink: false },
  facebook: { link: false, unlink: true },
  apple: { link: true, unlink: true },
} as const satisfies Record<'google' | 'facebook' | 'apple', { link: boolean; unlink: boolean }>;
