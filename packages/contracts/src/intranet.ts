import { z } from 'zod';
import { memberAccessSchema, moduleCodeSchema } from './enums';
import { pageEnvelope, pageQuerySchema } from './paging';
import { safeString, text } from './primitives';

/**
 * The intranet's announcements (docs/intranet.md): written by the platform (admin), a franchisor (its marks) or a
 * restaurant's owners (its team); read by the users of the restaurants addressed, « lu » when opened, « J'ai lu et
 * j'applique » when it asks for a confirmation.
 */

const instant = z.iso.datetime({ offset: true });

export const announcementAuthorKinds = ['admin', 'franchisor', 'restaurant'] as const;
export type AnnouncementAuthorKind = (typeof announcementAuthorKinds)[number];

/** Who an announcement reaches: admin (all, marks, modules, restaurants), franchisor (all, restaurants), owner (team). */
export const announcementAudiences = ['all', 'marks', 'modules', 'restaurants', 'team'] as const;
export const announcementAudienceSchema = z.enum(announcementAudiences);
export type AnnouncementAudience = z.infer<typeof announcementAudienceSchema>;
export const announcementAudienceLabels: Record<AnnouncementAudience, string> = {
  all: 'Tous les restaurants',
  marks: 'Les restaurants des marques choisies',
  modules: 'Les restaurants qui ont un des modules choisis',
  restaurants: 'Les restaurants choisis',
  team: 'L’équipe du restaurant',
};
/** The audiences each author may choose (the server checks it too). */
export const audiencesOf: Record<AnnouncementAuthorKind, AnnouncementAudience[]> = {
  admin: ['all', 'marks', 'modules', 'restaurants'],
  franchisor: ['all', 'restaurants'],
  restaurant: ['team'],
};

export const ANNOUNCEMENT_BODY_MAX = 50_000;
export const EXPIRY_MESSAGE = 'La date d’expiration doit suivre la date de publication';

/** What an author writes. `body_html` is sanitised by the server (basic formatting, links, lists, our own images). */
export const announcementInputSchema = z
  .object({
    title: text(200),
    body_html: safeString().max(ANNOUNCEMENT_BODY_MAX),
    pinned: z.boolean().default(false),
    requires_confirmation: z.boolean().default(false),
    /** Null: now. */
    publish_at: instant.nullish().transform((v) => v ?? null),
    expires_at: instant.nullish().transform((v) => v ?? null),
    audience: announcementAudienceSchema,
    mark_ids: z.array(z.uuid()).max(200).default([]),
    module_codes: z.array(moduleCodeSchema).max(20).default([]),
    restaurant_ids: z.array(z.uuid()).max(2000).default([]),
  })
  .refine((a) => !a.expires_at || new Date(a.expires_at) > new Date(a.publish_at ?? Date.now()), {
    message: EXPIRY_MESSAGE,
    path: ['expires_at'],
  });
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

export const announcementStatuses = ['scheduled', 'published', 'expired'] as const;
export const announcementStatusLabels: Record<(typeof announcementStatuses)[number], string> = {
  scheduled: 'Programmée',
  published: 'Publiée',
  expired: 'Expirée',
};

/** An announcement as its author sees it (list, editor), with how far it went. */
export const announcementSchema = z.object({
  id: z.uuid(),
  author_kind: z.enum(announcementAuthorKinds),
  author_name: z.string(),
  title: z.string(),
  body_html: z.string(),
  pinned: z.boolean(),
  requires_confirmation: z.boolean(),
  publish_at: instant,
  expires_at: instant.nullable(),
  status: z.enum(announcementStatuses),
  audience: announcementAudienceSchema,
  mark_ids: z.array(z.uuid()),
  module_codes: z.array(z.string()),
  restaurant_ids: z.array(z.uuid()),
  created_at: instant,
  updated_at: instant,
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementPageSchema = pageEnvelope(announcementSchema);

/** An announcement in a restaurant's feed: what this user did with it, and whether the restaurant confirmed it. */
export const feedItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The body as plain text, cut (the list's preview). */
  excerpt: z.string(),
  /** « FitFit Solution », the franchisor's mark, or the restaurant. */
  author_label: z.string(),
  pinned: z.boolean(),
  requires_confirmation: z.boolean(),
  publish_at: instant,
  expires_at: instant.nullable(),
  read_at: instant.nullable(),
  confirmed_at: instant.nullable(),
  /** One of the restaurant's owners or managers confirmed it. */
  restaurant_confirmed: z.boolean(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;
export const feedQuerySchema = pageQuerySchema.extend({
  unread: z.enum(['true', 'false']).optional(),
  /** Only the announcements « à confirmer » this person has not confirmed yet (what waits on `/`). */
  to_confirm: z.enum(['true', 'false']).optional(),
});
export const feedPageSchema = pageEnvelope(feedItemSchema).extend({ unread_count: z.number().int() });
export type FeedPage = z.infer<typeof feedPageSchema>;
export const feedUnreadSchema = z.object({ unread_count: z.number().int(), to_confirm_count: z.number().int() });

/** One announcement opened by a reader (its opening records « lu »). */
export const feedAnnouncementSchema = feedItemSchema.extend({ body_html: z.string() });
export type FeedAnnouncement = z.infer<typeof feedAnnouncementSchema>;

/** The platform's news to every restaurant, module or not (the notice on `/`). */
export const platformNoticeSchema = z.object({ id: z.uuid(), title: z.string(), body_html: z.string(), publish_at: instant });
export const platformNoticesSchema = z.array(platformNoticeSchema);
export type PlatformNotice = z.infer<typeof platformNoticeSchema>;

/** The author's follow-up of one announcement: each restaurant addressed, each of its users, read or confirmed. */
export const followUpUserSchema = z.object({
  user_id: z.uuid(),
  name: z.string(),
  access: memberAccessSchema,
  read_at: instant.nullable(),
  confirmed_at: instant.nullable(),
});
export const followUpRestaurantSchema = z.object({
  restaurant_id: z.uuid(),
  restaurant_name: z.string(),
  users_count: z.number().int(),
  read_count: z.number().int(),
  confirmed_count: z.number().int(),
  /** One of its owners or managers confirmed. */
  confirmed: z.boolean(),
  users: z.array(followUpUserSchema),
});
export const followUpSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  requires_confirmation: z.boolean(),
  restaurants_count: z.number().int(),
  users_count: z.number().int(),
  read_count: z.number().int(),
  /** Restaurants confirmed (an owner or a manager confirmed). */
  confirmed_restaurants: z.number().int(),
  restaurants: z.array(followUpRestaurantSchema),
});
export type FollowUp = z.infer<typeof followUpSchema>;
/** An announcement's follow-up, with its last reminder (when and by whom: « Dernier rappel le 27/11 à 14:02 »). */
export const announcementFollowUpSchema = followUpSchema.extend({
  last_reminder: z.object({ at: z.iso.datetime({ offset: true }), by_name: z.string().nullable() }).nullable(),
});
export type AnnouncementFollowUp = z.infer<typeof announcementFollowUpSchema>;
export const followUpExportQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

/** An image sent for an announcement's text: its public, unguessable address (`/uploads/…`), inserted as `<img src>`. */
export const announcementImageSchema = z.object({ url: z.string() });
export type AnnouncementImage = z.infer<typeof announcementImageSchema>;

/** How long after a reminder e-mail the next one of the same announcement may go (the follow-up's « Relancer »). */
export const REMINDER_INTERVAL_MINUTES = 60;
/** The reminder's answer: how many people it went to (each once, whatever the number of its restaurants addressed). */
export const followUpReminderSchema = z.object({ reminded: z.number().int() });
export type FollowUpReminder = z.infer<typeof followUpReminderSchema>;

/**
 * What waits for a franchisor's or an admin's network (its dashboard): for each restaurant it addresses, how many of
 * its live announcements « à confirmer » reach it, and how many of them the restaurant confirmed.
 */
export const confirmationRateSchema = z.object({
  restaurant_id: z.uuid(),
  restaurant_name: z.string(),
  to_confirm: z.number().int(),
  confirmed: z.number().int(),
});
export const confirmationRatesSchema = z.array(confirmationRateSchema);
export type ConfirmationRate = z.infer<typeof confirmationRateSchema>;

/** Where an author may send (the editor's choices): marks and restaurants within its reach. */
export const audienceChoicesSchema = z.object({
  marks: z.array(z.object({ id: z.uuid(), name: z.string() })),
  restaurants: z.array(z.object({ id: z.uuid(), name: z.string(), mark_name: z.string().nullable() })),
});
export type AudienceChoices = z.infer<typeof audienceChoicesSchema>;
