import { z } from 'zod';
import { moduleCodeSchema } from './enums';
import { ANNOUNCEMENT_BODY_MAX, announcementAudienceSchema, announcementAuthorKinds } from './intranet';
import { pageEnvelope } from './paging';
import { safeString, text } from './primitives';

/**
 * The intranet's campaigns (docs/intranet.md « Campagnes »): a task each restaurant addressed must do before a
 * deadline, done with its proof (photos and/or a comment); the author follows who did it, reopens a task (« À
 * refaire ») and reminds those not done. Same authors and audience rule as the announcements.
 */

const instant = z.iso.datetime({ offset: true });

export const CAMPAIGN_PHOTOS_MAX = 10;
export const CAMPAIGN_PHOTO_MAX_MB = 5;
export const DEADLINE_MESSAGE = 'L’échéance doit suivre la date de publication';
export const PROOF_MESSAGE = 'Demandez au moins une photo ou un commentaire comme preuve';

/** What an author writes. `instructions_html` is sanitised by the server (as an announcement's text). */
export const campaignInputSchema = z
  .object({
    title: text(200),
    instructions_html: safeString().max(ANNOUNCEMENT_BODY_MAX),
    deadline_at: instant,
    /** Null: now. */
    publish_at: instant.nullish().transform((v) => v ?? null),
    photos_required: z.number().int().min(0).max(CAMPAIGN_PHOTOS_MAX).default(1),
    comment_required: z.boolean().default(false),
    audience: announcementAudienceSchema,
    mark_ids: z.array(z.uuid()).max(200).default([]),
    module_codes: z.array(moduleCodeSchema).max(20).default([]),
    restaurant_ids: z.array(z.uuid()).max(2000).default([]),
  })
  .refine((c) => c.photos_required > 0 || c.comment_required, { message: PROOF_MESSAGE, path: ['photos_required'] })
  .refine((c) => new Date(c.deadline_at) > new Date(c.publish_at ?? Date.now()), { message: DEADLINE_MESSAGE, path: ['deadline_at'] });
export type CampaignInput = z.input<typeof campaignInputSchema>;

export const campaignStatuses = ['scheduled', 'open', 'closed'] as const;
export const campaignStatusLabels: Record<(typeof campaignStatuses)[number], string> = {
  scheduled: 'Programmée',
  open: 'En cours',
  closed: 'Échéance passée',
};

/** A campaign as its author sees it (list, editor), with how far it went (restaurants reached today). */
export const campaignSchema = z.object({
  id: z.uuid(),
  author_kind: z.enum(announcementAuthorKinds),
  author_name: z.string(),
  title: z.string(),
  instructions_html: z.string(),
  deadline_at: instant,
  publish_at: instant,
  photos_required: z.number().int(),
  comment_required: z.boolean(),
  status: z.enum(campaignStatuses),
  audience: announcementAudienceSchema,
  mark_ids: z.array(z.uuid()),
  module_codes: z.array(z.string()),
  restaurant_ids: z.array(z.uuid()),
  restaurants_count: z.number().int(),
  done_count: z.number().int(),
  late_count: z.number().int(),
  reminded_at: instant.nullable(),
  created_at: instant,
  updated_at: instant,
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignPageSchema = pageEnvelope(campaignSchema);

/** A restaurant's task: à faire, en retard (deadline passed, not done), faite. */
export const campaignTaskStatuses = ['to_do', 'late', 'done'] as const;
export type CampaignTaskStatus = (typeof campaignTaskStatuses)[number];
export const campaignTaskStatusLabels: Record<CampaignTaskStatus, string> = { to_do: 'À faire', late: 'En retard', done: 'Faite' };

export const campaignPhotoSchema = z.object({
  id: z.uuid(),
  /** A signed address, valid a few minutes: never a public one. */
  url: z.string(),
  added_by_name: z.string(),
  created_at: instant,
});
export type CampaignPhoto = z.infer<typeof campaignPhotoSchema>;

/** A task as the restaurant sees it in its list. */
export const campaignTaskItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  author_label: z.string(),
  deadline_at: instant,
  publish_at: instant,
  status: z.enum(campaignTaskStatuses),
  done_at: instant.nullable(),
  reopened_at: instant.nullable(),
  reopen_reason: z.string().nullable(),
});
export type CampaignTaskItem = z.infer<typeof campaignTaskItemSchema>;
export const campaignTaskListSchema = z.object({
  items: z.array(campaignTaskItemSchema),
  counts: z.object({ to_do: z.number().int(), late: z.number().int(), done: z.number().int() }),
});
export type CampaignTaskList = z.infer<typeof campaignTaskListSchema>;

/** One task opened: the instructions, the proof asked, the proof given. */
export const campaignTaskSchema = campaignTaskItemSchema.extend({
  instructions_html: z.string(),
  photos_required: z.number().int(),
  comment_required: z.boolean(),
  comment: z.string(),
  done_by_name: z.string().nullable(),
  reopened_by_name: z.string().nullable(),
  photos: z.array(campaignPhotoSchema),
  /** This person may give the proof (an owner or a manager of the restaurant). */
  can_complete: z.boolean(),
});
export type CampaignTask = z.infer<typeof campaignTaskSchema>;

export const campaignTaskDoneInputSchema = z.object({ comment: safeString().trim().max(2000).default('') });
export const campaignTaskReopenInputSchema = z.object({ restaurant_id: z.uuid(), reason: text(500) });

/** The author's follow-up: each restaurant addressed today, its task's state and proof. */
export const campaignFollowUpRowSchema = z.object({
  restaurant_id: z.uuid(),
  restaurant_name: z.string(),
  status: z.enum(campaignTaskStatuses),
  done_at: instant.nullable(),
  done_by_name: z.string().nullable(),
  comment: z.string(),
  reopened_at: instant.nullable(),
  reopen_reason: z.string().nullable(),
  photos: z.array(campaignPhotoSchema),
});
export type CampaignFollowUpRow = z.infer<typeof campaignFollowUpRowSchema>;
export const campaignFollowUpSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  deadline_at: instant,
  reminded_at: instant.nullable(),
  restaurants_count: z.number().int(),
  done_count: z.number().int(),
  late_count: z.number().int(),
  restaurants: z.array(campaignFollowUpRowSchema),
});
export type CampaignFollowUp = z.infer<typeof campaignFollowUpSchema>;
