import { correctiveActionRequired, MAX_RECORD_PHOTOS, type RecordQuery } from '@fitfit/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database';
import { haccpRecords } from '../../../db/schema';
import { conflict, notFound, unprocessable } from '../../../lib/http-errors';
import { newId } from '../../../lib/ids';
import { iso } from '../../../lib/iso';
import { withConstraints } from '../../../lib/pg-errors';
import type { FileStorage } from '../../../lib/storage/file-storage';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import { readImage } from '../../../lib/uploads/images';
import type { Actor } from '../common';
import { completeAnsweredTask, completeByRecord } from '../planning/service';
import type { RecordKind } from './kind';
import { photoSigner, storePhoto } from './photos';
import * as repo from './repository';

/** A record may be entered a little after the fact, never ahead of the clock (a small drift is allowed). */
const CLOCK_DRIFT_MS = 5 * 60_000;
const ALREADY_CORRECTED = {
  haccp_records_supersedes_key: {
    status: 409,
    message: 'Cet enregistrement a déjà été corrigé : corrigez sa dernière version',
  },
} as const;

/** `sign`: the photos' signed addresses (records/photos.ts), only in the answers of a caller who may see the record. */
export const toItem = (def: RecordKind, row: repo.RecordRow, sign: (stored: string) => string) => ({
  id: row.id,
  kind: def.kind,
  recorded_at: iso(row.recorded_at),
  recorded_by_name: row.recorded_by_name,
  compliant: row.compliant,
  deviation: row.deviation,
  corrective_action: row.corrective_action,
  comment: row.comment,
  supersedes_id: row.supersedes_id,
  superseded_by_id: row.superseded_by_id,
  correction_reason: row.correction_reason,
  version: row.version,
  non_conformity: row.nc_id && row.nc_status ? { id: row.nc_id, status: row.nc_status } : null,
  photos: (row.photos ?? []).map(sign),
  created_at: iso(row.created_at),
  ...def.present(row),
});

export const listRecords = async (db: Db, def: RecordKind, scope: RestaurantScope, query: RecordQuery) => {
  const page = await repo.listCurrent(db, scope, def.kind, query, def.searchKeys);
  const sign = await photoSigner(db);
  return { ...page, data: page.data.map((row) => toItem(def, row, sign)) };
};

const findOrFail = async (db: Db, def: RecordKind, scope: RestaurantScope, id: string) => {
  const row = await repo.findRecord(db, scope, def.kind, id);
  if (!row) throw notFound(def.noun.notFound);
  return row;
};

export const getRecord = async (db: Db, def: RecordKind, scope: RestaurantScope, id: string) =>
  toItem(def, await findOrFail(db, def, scope, id), await photoSigner(db));

/** Every version of the record, first to current. */
export const recordHistory = async (db: Db, def: RecordKind, scope: RestaurantScope, id: string) => {
  const row = await findOrFail(db, def, scope, id);
  const sign = await photoSigner(db);
  return { versions: (await repo.history(db, scope, row.original_id)).map((v) => toItem(def, v, sign)) };
};

const recordedAtOf = (input: { recorded_at?: string }) => {
  const at = input.recorded_at ? new Date(input.recorded_at) : new Date();
  if (at.getTime() > Date.now() + CLOCK_DRIFT_MS) {
    const message = "L'heure du relevé ne peut pas être dans le futur";
    throw unprocessable(message, { recorded_at: message });
  }
  return at;
};

type Entry = Record<string, unknown> & {
  recorded_at?: string;
  corrective_action?: string | null;
  comment?: string | null;
  task_id?: string;
  task_due_at?: string;
};

/**
 * The one write of every kind: the verdict of the kind's thresholds, the record, and for a non-compliant
 * record its non-conformity — already at "action corrective" when the entry gave the action. A correction is
 * the same write naming the version it supersedes (one correction per version: the unique index decides
 * between two concurrent ones).
 */
const write = (db: Db, def: RecordKind, scope: RestaurantScope, actor: Actor, input: Entry, previous?: repo.RecordRow) =>
  withConstraints(
    () =>
      db.transaction(async (tx) => {
        const recordedAt = recordedAtOf(input);
        const prepared = await def.prepare(tx, scope, input, previous);
        const id = newId();
        const action = input.corrective_action?.trim() || null;
        const missing = def.actionRequired?.(prepared) ? correctiveActionRequired(prepared.verdict, action) : null;
        if (missing) throw unprocessable(missing, { corrective_action: missing });
        await repo.insertRecord(tx, {
          id,
          restaurant_id: scope.restaurantId,
          kind: def.kind,
          recorded_at: recordedAt,
          recorded_by_user_id: actor.id,
          recorded_by_name: actor.name,
          equipment_id: prepared.equipment_id ?? null,
          data: prepared.data,
          compliant: prepared.verdict.compliant,
          deviation: prepared.verdict.deviation,
          corrective_action: action,
          comment: input.comment ?? null,
          original_id: previous?.original_id ?? id,
          supersedes_id: previous?.id ?? null,
          correction_reason: previous ? (input.correction_reason as string) : null,
          version: previous ? previous.version + 1 : 1,
        });
        if (previous) await repo.copyPhotos(tx, scope, previous.id, id);
        await def.afterInsert?.(tx, scope, id, prepared);
        if (!prepared.verdict.compliant) {
          const now = new Date();
          await repo.insertNonConformity(tx, {
            restaurant_id: scope.restaurantId,
            record_id: id,
            record_kind: def.kind,
            status: action ? 'corrective_action' : 'open',
            description: prepared.verdict.deviation ?? 'Non conforme',
            opened_at: now,
            opened_by_name: actor.name,
            ...(action ? { corrective_action: action, action_at: now, action_by_user_id: actor.id, action_by_name: actor.name } : {}),
          });
        }
        if (input.task_id || input.task_due_at) {
          if (!input.task_id || !input.task_due_at) {
            const message = 'Précisez la tâche et son échéance';
            throw unprocessable(message, { task_id: message });
          }
          const record = { kind: def.kind, equipmentId: prepared.equipment_id ?? null };
          await completeByRecord(tx, scope, actor, record, { id: input.task_id, dueAt: input.task_due_at }, id);
        } else if (!previous) {
          await completeAnsweredTask(tx, scope, actor, { id, kind: def.kind, recordedAt, equipmentId: prepared.equipment_id ?? null });
        }
        return id;
      }),
    ALREADY_CORRECTED,
  ).then((id) => getRecord(db, def, scope, id));

export const createRecord = (db: Db, def: RecordKind, scope: RestaurantScope, actor: Actor, input: Entry) =>
  write(db, def, scope, actor, input);

export const correctRecord = async (db: Db, def: RecordKind, scope: RestaurantScope, actor: Actor, id: string, input: Entry) => {
  const previous = await findOrFail(db, def, scope, id);
  if (previous.superseded_by_id) throw conflict(ALREADY_CORRECTED.haccp_records_supersedes_key.message);
  return write(db, def, scope, actor, input, previous);
};

/**
 * Adds a photo to a record (a label, a delivery note): appended, never replaced nor removed — the register is
 * written once. Any version may receive one; at most MAX_RECORD_PHOTOS per version.
 */
export const addRecordPhoto = async (
  db: Db,
  storage: FileStorage,
  scope: RestaurantScope,
  actor: Actor,
  id: string,
  request: FastifyRequest,
) => {
  const row = (
    await db
      .select({ id: haccpRecords.id })
      .from(haccpRecords)
      .where(and(inScope(scope, haccpRecords.restaurant_id), eq(haccpRecords.id, id)))
  )[0];
  if (!row) throw notFound('Enregistrement introuvable');
  if ((await repo.countPhotos(db, scope, id)) >= MAX_RECORD_PHOTOS) {
    throw conflict(`Un enregistrement garde au plus ${MAX_RECORD_PHOTOS} photos`);
  }
  const { buffer, ext } = await readImage(request);
  const key = await storePhoto(storage, scope, buffer, ext);
  const [photo] = await repo.addPhoto(db, { restaurant_id: scope.restaurantId, record_id: id, url: key, added_by_name: actor.name });
  return { id: photo.id, url: (await photoSigner(db))(photo.url) };
};
