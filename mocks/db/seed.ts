import { z } from 'zod';
import categoriesJson from '../../fixtures/data/categories.json' with { type: 'json' };
import conversationsJson from '../../fixtures/data/conversations.json' with { type: 'json' };
import favouritesJson from '../../fixtures/data/favourites.json' with { type: 'json' };
import leadsJson from '../../fixtures/data/leads.json' with { type: 'json' };
import regionsJson from '../../fixtures/data/regions.json' with { type: 'json' };
import socialJson from '../../fixtures/data/social-accounts.json' with { type: 'json' };
import usersJson from '../../fixtures/data/users.json' with { type: 'json' };
import vendorAccountsJson from '../../fixtures/data/vendor-accounts.json' with { type: 'json' };
import vendorsJson from '../../fixtures/data/vendors.json' with { type: 'json' };

// The records of the stand-in backend. The seed files are parsed, not cast, so a fixture
// edit that breaks a shape fails at start-up with the file named, not deep inside a handler.

export const socialProviderSchema = z.enum(['google', 'facebook', 'apple']);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  mail: z.string(),
  /** Plain text: this is a local stand-in with published demo passwords, not a user store. */
  password: z.string().nullable(),
  name: z.string(),
  role: z.number().int(),
  phone: z.string().nullable(),
  country: z.string(),
  regionId: z.number().int().nullable(),
  cityId: z.number().int().nullable(),
  weddingDate: z.string().nullable(),
  /** 'wedshoots': registered from the guest app (the duplicate check says so). */
  registeredFrom: z.enum(['web', 'wedshoots', 'lead']),
  linkedSocial: z.array(socialProviderSchema),
  verified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const vendorAccountSchema = z.object({
  vendorId: z.number().int(),
  mail: z.string(),
  password: z.string(),
  name: z.string(),
  /** Who the site talks to at the business, and how (given at vendor sign-up). */
  contactName: z.string().optional(),
  phone: z.string().optional(),
  /** The business's street address and postal code, when the vendor gave them. */
  address: z.string().optional(),
  postalCode: z.string().optional(),
});
export type VendorAccount = z.infer<typeof vendorAccountSchema>;

export const socialIdentitySchema = z.object({
  provider: socialProviderSchema,
  token: z.string(),
  mail: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
});
export type SocialIdentity = z.infer<typeof socialIdentitySchema>;

export const vendorSchema = z.object({
  id: z.number().int(),
  storefrontId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  categoryId: z.number().int(),
  country: z.string(),
  regionId: z.number().int(),
  region: z.string(),
  cityId: z.number().int(),
  city: z.string(),
  rating: z.number(),
  reviews: z.number().int(),
  premium: z.boolean(),
  priceFrom: z.number(),
  currency: z.string(),
  image: z.string(),
  description: z.string(),
  hasDeal: z.boolean(),
});
export type Vendor = z.infer<typeof vendorSchema>;

/** `groupId`: the category's group (the search form's id_grupo; the stand-in's own groups, as the spec names the field but not its values). */
export const categorySchema = z.object({ id: z.number().int(), name: z.string(), titlePlural: z.string().nullable(), slug: z.string(), groupId: z.number().int().positive() });
export type Category = z.infer<typeof categorySchema>;

export const regionSchema = z.object({
  country: z.string(),
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  cities: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type Region = z.infer<typeof regionSchema>;

export const leadSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  mail: z.string(),
  phone: z.string().nullable(),
  eventDate: z.string().nullable(),
  guests: z.number().int().nullable(),
  role: z.number().int().nullable(),
  source: z.enum(['lead-form', 'multi-category', 'multi-lead']),
  frmInsert: z.number().int(),
  createdAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const favouriteSchema = z.object({ userId: z.number().int(), vendorId: z.number().int(), insertSource: z.string(), createdAt: z.string() });
export type Favourite = z.infer<typeof favouriteSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  fromType: z.enum(['user', 'vendor', 'concierge']),
  body: z.string(),
  sentAt: z.string(),
  /** Read by the other side of the conversation. */
  read: z.boolean(),
  /** A chatbot question (spec §3 chatbot message types): what the person answers with. */
  bot: z
    .object({
      messageType: z.number().int(),
      questionId: z.number().int(),
      flowId: z.number().int(),
      /** The sector the person chose (question type 8), carried by the questions after it. */
      sectorId: z.number().int().optional(),
      categId: z.number().int().optional(),
      quickReplies: z.array(z.object({ ID: z.number().int(), TEXT: z.string(), ICON: z.string().optional(), IS_ALL: z.boolean().optional() })).optional(),
    })
    .optional(),
});
export type Message = z.infer<typeof messageSchema>;

/**
 * A lead conversation has the lead's id (id_solicitud), its couple and its vendor. A concierge
 * one has the one person who talks to the concierge: a couple (userId), a vendor (vendorId) or
 * an anonymous visitor (visitor: their GUID cookie).
 */
export const conversationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['lead', 'concierge']),
  userId: z.number().int().nullable(),
  vendorId: z.number().int().nullable(),
  visitor: z.string().optional(),
  subject: z.string(),
  messages: z.array(messageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

function parseSeed<T>(file: string, schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`fixtures/data/${file} is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The social providers' side: identities behind the stand-in's fixed tokens. */
export const socialIdentities = parseSeed('social-accounts.json', z.array(socialIdentitySchema), socialJson);

/**
 * The data as seeded; `reset()` copies it afresh. The catalogue (vendors, categories, regions)
 * is read-only for the endpoints and the pages, but a test may change a record (a vendor with
 * markup in its name) and `reset()` puts it back.
 */
export const seed = {
  vendors: parseSeed('vendors.json', z.array(vendorSchema), vendorsJson),
  categories: parseSeed('categories.json', z.array(categorySchema), categoriesJson),
  regions: parseSeed('regions.json', z.array(regionSchema), regionsJson),
  users: parseSeed('users.json', z.array(userSchema), usersJson),
  vendorAccounts: parseSeed('vendor-accounts.json', z.array(vendorAccountSchema), vendorAccountsJson),
  leads: parseSeed('leads.json', z.array(leadSchema), leadsJson),
  favourites: parseSeed('favourites.json', z.array(favouriteSchema), favouritesJson),
  conversations: parseSeed('conversations.json', z.array(conversationSchema), conversationsJson),
};
