import { socialIdentities, type SocialIdentity, type SocialProvider, type User, type Vendor, type VendorAccount } from './seed';
import { findCategory, findRegion, findVendor, fold } from './catalog';
import { nextId, state, type Actor } from './store';

// Couple/guest users and vendor accounts: look-ups, log-in and sign-up.

const sameMail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function findUserByMail(mail: string): User | undefined {
  return state.users.find((u) => sameMail(u.mail, mail));
}

export function findUser(id: number): User | undefined {
  return state.users.find((u) => u.id === id);
}

export function findVendorAccount(vendorId: number): VendorAccount | undefined {
  return state.vendorAccounts.find((a) => a.vendorId === vendorId);
}

/** Spec §3: what the duplicate check answers for an e-mail (users and vendor accounts alike). */
export function emailStatus(mail: string): { isDuplicated: boolean; isRegisteredFromWedshoots: boolean } {
  const user = findUserByMail(mail);
  const vendor = state.vendorAccounts.some((a) => sameMail(a.mail, mail));
  return { isDuplicated: Boolean(user) || vendor, isRegisteredFromWedshoots: user?.registeredFrom === 'wedshoots' };
}

export type LoginResult = { ok: true; actor: Actor } | { ok: false; reason: 'unknown-mail' | 'wrong-password' | 'no-password' };

/** Checks an e-mail and password against users first, then vendor accounts. */
export function checkLogin(mail: string, password: string): LoginResult {
  const user = findUserByMail(mail);
  if (user) {
    if (user.password === null) return { ok: false, reason: 'no-password' };
    return user.password === password ? { ok: true, actor: { type: 'user', id: user.id } } : { ok: false, reason: 'wrong-password' };
  }
  const vendor = state.vendorAccounts.find((a) => sameMail(a.mail, mail));
  if (!vendor) return { ok: false, reason: 'unknown-mail' };
  return vendor.password === password ? { ok: true, actor: { type: 'vendor', id: vendor.vendorId } } : { ok: false, reason: 'wrong-password' };
}

export type NewUser = Pick<User, 'name' | 'mail' | 'password' | 'role' | 'country'> & Partial<Omit<User, 'id'>>;

/** Creates a user; the caller has checked the e-mail is free. */
export function createUser(input: NewUser): User {
  const user: User = {
    phone: null,
    regionId: null,
    cityId: null,
    weddingDate: null,
    registeredFrom: 'web',
    linkedSocial: [],
    verified: false,
    ...input,
    mail: input.mail.trim(),
    id: nextId(state.users),
  };
  state.users.push(user);
  return user;
}

/** Changes some fields of a user; unknown ids are ignored. */
export function updateUser(id: number, patch: Partial<Omit<User, 'id'>>): User | undefined {
  const user = findUser(id);
  if (user) Object.assign(user, patch);
  return user;
}

/** What the vendor sign-up gives: the business, where it is, its contact person and the account. */
export interface NewVendorAccount {
  businessName: string;
  categoryId: number;
  country: string;
  regionId: number;
  /** The city chosen; a province-only country (India) gives the region alone. */
  cityId?: number;
  address?: string;
  postalCode?: string;
  contactName: string;
  phone: string;
  mail: string;
  password: string;
}

/**
 * Creates a vendor (a free listing: not premium, no reviews, no deal) and its account, which
 * `checkLogin` then logs in as that vendor. The caller has checked the e-mail is free and the
 * category and region exist. Without a city, the region's first city stands for it.
 */
export function createVendorAccount(input: NewVendorAccount): { vendor: Vendor; account: VendorAccount } {
  const region = findRegion(input.regionId);
  const city = region?.cities.find((c) => c.id === input.cityId) ?? region?.cities[0];
  const name = input.businessName.trim();
  const sameKind = state.vendors.filter((v) => v.country === input.country && v.categoryId === input.categoryId);
  const id = nextId(state.vendors);
  const category = findCategory(input.categoryId)?.name.toLowerCase() ?? 'wedding';
  const vendor: Vendor = {
    id,
    storefrontId: state.vendors.reduce((max, v) => Math.max(max, v.storefrontId), 0) + 1,
    name,
    slug: fold(name).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || `vendor-${id}`,
    categoryId: input.categoryId,
    country: input.country,
    regionId: input.regionId,
    region: region?.name ?? '',
    cityId: city?.id ?? 0,
    city: city?.name ?? region?.name ?? '',
    rating: 0,
    reviews: 0,
    premium: false,
    // Its own prices come later, from the vendor's area: the lowest of its kind nearby until then.
    priceFrom: sameKind.reduce((min, v) => Math.min(min, v.priceFrom), sameKind[0]?.priceFrom ?? 0),
    currency: state.vendors.find((v) => v.country === input.country)?.currency ?? 'USD',
    image: `/fixtures/img/vendor-${(id % 8) + 1}.svg`,
    description: `${name}: ${category} in ${city?.name ?? region?.name ?? input.country}, new on the site.`,
    hasDeal: false,
  };
  const account: VendorAccount = {
    vendorId: id,
    mail: input.mail.trim(),
    password: input.password,
    name,
    contactName: input.contactName.trim(),
    phone: input.phone.trim(),
    ...(input.address ? { address: input.address.trim() } : {}),
    ...(input.postalCode ? { postalCode: input.postalCode.trim() } : {}),
  };
  state.vendors.push(vendor);
  state.vendorAccounts.push(account);
  return { vendor, account };
}

export function linkSocial(userId: number, provider: SocialProvider): void {
  const user = findUser(userId);
  if (user && !user.linkedSocial.includes(provider)) user.linkedSocial.push(provider);
}

export function unlinkSocial(userId: number, provider: SocialProvider): void {
  const user = findUser(userId);
  if (user) user.linkedSocial = user.linkedSocial.filter((linked) => linked !== provider);
}

/** The social identity a token stands for (the stand-in's tokens are fixed strings in fixtures/data). */
export function findSocialIdentity(provider: SocialProvider, token: string): SocialIdentity | undefined {
  return socialIdentities.find((s) => s.provider === provider && s.token === token);
}

/** The display name of a logged-in actor. */
export function actorName(actor: Actor): string {
  if (actor.type === 'user') return findUser(actor.id)?.name ?? 'Guest';
  return findVendorAccount(actor.id)?.name ?? findVendor(actor.id)?.name ?? 'Vendor';
}
