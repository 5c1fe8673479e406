import { z } from 'zod';
import { moduleCodeSchema } from './enums';
import { announcementAudienceSchema, announcementAuthorKinds, followUpSchema } from './intranet';
import { pageEnvelope, pageQuerySchema } from './paging';
import { safeString, text } from './primitives';

/**
 * The intranet's document library (docs/intranet.md « Documents »): files in folders, written by the same authors as
 * the announcements and addressed by the same audience rule; each document keeps its versions, its PDFs' text is
 * searched in French, and a document « à confirmer » asks each version to be confirmed.
 */

const instant = z.iso.datetime({ offset: true });

/** A fixed list (the issue names them; no one manages folders): kept here for both sides and the database's check. */
export const documentFolders = ['procedures', 'recipes', 'brand', 'posters'] as const;
export const documentFolderSchema = z.enum(documentFolders);
export type DocumentFolder = z.infer<typeof documentFolderSchema>;
export const documentFolderLabels: Record<DocumentFolder, string> = {
  procedures: 'Procédures',
  recipes: 'Fiches recettes',
  brand: 'Charte de marque',
  posters: 'Affiches',
};

/** The largest file accepted (Mo of 1 000 000 bytes, as the message says it). */
export const DOCUMENT_MAX_MB = 20;
export const DOCUMENT_TYPES_LABEL = 'PDF, JPEG, PNG, WebP, Word (.docx), Excel (.xlsx), PowerPoint (.pptx), OpenDocument (.odt, .ods)';

/** What an author writes about a document (its file comes apart, as a version). Audience as for announcements. */
export const documentInputSchema = z.object({
  title: text(200),
  folder: documentFolderSchema,
  requires_confirmation: z.boolean().default(false),
  audience: announcementAudienceSchema,
  mark_ids: z.array(z.uuid()).max(200).default([]),
  module_codes: z.array(moduleCodeSchema).max(20).default([]),
  restaurant_ids: z.array(z.uuid()).max(2000).default([]),
});
export type DocumentInput = z.input<typeof documentInputSchema>;

/** The query of a new version's upload (the file is the multipart field « file »). */
export const documentVersionQuerySchema = z.object({ comment: safeString().trim().max(500).optional().default('') });

export const documentVersionSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  file_name: z.string(),
  media_type: z.string(),
  size_bytes: z.number().int(),
  /** A PDF whose text was read (searchable); false for other files and PDFs whose text could not be read. */
  has_text: z.boolean(),
  is_pdf: z.boolean(),
  uploaded_at: instant,
  uploaded_by_name: z.string(),
  comment: z.string(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

/** A document as its author sees it: its rule, its current version, its history. */
export const authoredDocumentSchema = z.object({
  id: z.uuid(),
  author_kind: z.enum(announcementAuthorKinds),
  author_name: z.string(),
  title: z.string(),
  folder: documentFolderSchema,
  requires_confirmation: z.boolean(),
  audience: announcementAudienceSchema,
  mark_ids: z.array(z.uuid()),
  module_codes: z.array(z.string()),
  restaurant_ids: z.array(z.uuid()),
  /** Null until its first file is sent (readers do not see it before). */
  current: documentVersionSchema.nullable(),
  versions: z.array(documentVersionSchema),
  created_at: instant,
  updated_at: instant,
});
export type AuthoredDocument = z.infer<typeof authoredDocumentSchema>;
export const authoredDocumentPageSchema = pageEnvelope(authoredDocumentSchema.omit({ versions: true }));

export const documentListQuerySchema = pageQuerySchema.extend({ folder: documentFolderSchema.optional() });

/** A document in a restaurant's library: its current version and what this person and the restaurant did with it. */
export const libraryDocumentSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  folder: documentFolderSchema,
  /** « FitFit Solution », the franchisor's mark, or the restaurant's author. */
  author_label: z.string(),
  requires_confirmation: z.boolean(),
  current: documentVersionSchema,
  /** This person downloaded the current version. */
  read_at: instant.nullable(),
  /** This person confirmed the current version. */
  confirmed_at: instant.nullable(),
  /** One of the restaurant's owners or managers confirmed the current version. */
  restaurant_confirmed: z.boolean(),
});
export type LibraryDocument = z.infer<typeof libraryDocumentSchema>;
export const libraryPageSchema = pageEnvelope(libraryDocumentSchema);
export const libraryDocumentDetailSchema = libraryDocumentSchema.extend({ versions: z.array(documentVersionSchema) });
export type LibraryDocumentDetail = z.infer<typeof libraryDocumentDetailSchema>;

export const libraryFoldersSchema = z.array(
  z.object({ folder: documentFolderSchema, count: z.number().int(), to_confirm: z.number().int() }),
);
export type LibraryFolders = z.infer<typeof libraryFoldersSchema>;

/** Which version (its number; the current one when absent). */
export const documentVersionChoiceSchema = z.object({ version: z.coerce.number().int().min(1).optional() });

/** A signed address of a file, valid a short time, handed out to a caller who may read it. */
export const documentLinkSchema = z.object({ url: z.string(), expires_at: instant, file_name: z.string() });
export type DocumentLink = z.infer<typeof documentLinkSchema>;

/** The follow-up of one version: the announcements' shape, for a document's version. */
export const documentFollowUpSchema = followUpSchema.extend({ version_number: z.number().int() });
export type DocumentFollowUp = z.infer<typeof documentFollowUpSchema>;
export const documentFollowUpExportQuerySchema = documentVersionChoiceSchema.extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
