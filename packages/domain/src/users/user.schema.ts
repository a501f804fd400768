import { z } from 'zod';
import { profileSchema } from '../auth/auth.schema';
import { searchTermMessage, searchTermSchema } from '../search/search-term.schema';

export const USER_SEARCH_LIMIT = 1000;

/** GET /api/company-management/v1/users: by e-mail (the invite's check) or by user_id (the user page). */
export const userGetQuery = z
  .object({ email: z.string().trim().toLowerCase().min(1).optional(), user_id: z.string().min(1).optional() })
  .refine((q) => Boolean(q.email) !== Boolean(q.user_id), {
    path: ['email'],
    message: 'Please provide either email or user_id',
  });
export type UserGetQuery = z.output<typeof userGetQuery>;

/** PATCH /api/company-management/v1/users: Update User / Please Complete Profile. */
export const userProfileUpdateSchema = profileSchema.extend({ user_id: z.string().min(1) });
export type UserProfileUpdate = z.output<typeof userProfileUpdateSchema>;

/** GET /api/user-search: words of a name or e-mail (full_name or other). */
export const userSearchQuery = z
  .object({
    full_name: searchTermSchema().optional(),
    other: searchTermSchema().optional(),
    limit: z.coerce.number().int().min(1).max(USER_SEARCH_LIMIT).default(USER_SEARCH_LIMIT),
  })
  .refine((q) => q.full_name || q.other, { path: ['full_name'], message: searchTermMessage() });
export type UserSearchQuery = z.output<typeof userSearchQuery>;

/** A user as the user page sees it. */
export const userProfileSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  first: z.string().nullable(),
  last: z.string().nullable(),
  phone: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  invite_complete: z.boolean(),
  /** the version a profile edit sends back as If-Match (record-version.ts) */
  version: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The user's address fields, as a zod pick/omit mask. */
const ADDRESS = { address1: true, address2: true, city: true, state: true, zipcode: true } as const;

/** The invite's e-mail check (GET …/users?email=): a profile without the phone and address. */
export const userLookupSchema = userProfileSchema.omit({ ...ADDRESS, phone: true, version: true });
export type UserLookup = z.infer<typeof userLookupSchema>;

/** GET /api/company-management/v1/users */
export const userGetResponse = z.object({ data: z.union([userProfileSchema, userLookupSchema]) });
/** GET …/users?user_id= (the user page). */
export type UserProfileReply = { data: UserProfile };
/** GET …/users?email= (the invite's check). */
export type UserLookupReply = { data: UserLookup };
/** POST /api/company-management/v1/users: the new (or already known) user's id. */
export const userCreatedReply = z.object({ data: z.object({ user_id: z.string() }) });
export type UserCreatedReply = z.infer<typeof userCreatedReply>;
/** PATCH /api/company-management/v1/users: the saved profile and its new version. */
export const userProfileSavedReply = userProfileSchema.pick({
  ...ADDRESS,
  user_id: true,
  first: true,
  last: true,
  phone: true,
  version: true,
});
export type UserProfileSavedReply = z.infer<typeof userProfileSavedReply>;

/** A user search hit (GET /api/user-search). */
export const userSearchHitSchema = userProfileSchema.pick({ user_id: true, email: true, first: true, last: true });
export type UserSearchHit = z.infer<typeof userSearchHitSchema>;
export const userSearchResponse = z.object({ data: z.object({ items: z.array(userSearchHitSchema) }) });
export type UserSearchResponse = z.infer<typeof userSearchResponse>;
