/**
 * The account forms' tracking (spec §2 tracked sections "login", "user sign-up main"). The
 * spec names the sections, not their category ids: these ids are ours, to match against the
 * tracking backend.
 */
export const ACCOUNT_TRACKING = {
  login: { idCategory: 101, name: 'login' },
  signup: { idCategory: 102, name: 'user sign-up main' },
  socialSignup: (network: 'google' | 'facebook' | 'apple') => ({ idCategory: 102, name: `user sign-up ${network}` }),
} as const;
