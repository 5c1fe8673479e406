import { frDay, haccpKindLabels, nonConformityStatusLabels, type RegisterExportQuery } from '@fitfit/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { Db } from '../../../db/database';
import { haccpNonConformities, haccpRecordPhotos, restaurants } from '../../../db/schema';
import { timezoneNowSql } from '../../../lib/business-day';
import { iso } from '../../../lib/iso';
import type { FileStorage } from '../../../lib/storage/file-storage';
import { frenchCsv } from '../../../lib/table-files';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import { toNonConformity } from '../non-conformities/service';
import { recordKindOf } from '../records/kinds';
import { registerRows } from '../records/repository';
import { loadPhotos, registerPdf } from './pdf';
import { frDateTime, type Register, type RegisterLine } from './register';

/** The register of a period: every version of every record (corrections shown as such), the non-conformities, the photos. */
export const loadRegister = async (db: Db, scope: RestaurantScope, from: string, to: string): Promise<Register> => {
  const [restaurant] = await db
    // one timezone for the document: the one in force today (a new one applies from the next business day)
    .select({ name: restaurants.name, timezone: sql<string>`${timezoneNowSql(sql`${restaurants}`)}` })
    .from(restaurants)
    .where(eq(restaurants.id, scope.restaurantId));
  const rows = await registerRows(db, scope, from, to);
  const ids = rows.map((r) => r.id);
  const photos = ids.length
    ? await db
        .select({ record_id: haccpRecordPhotos.record_id, url: haccpRecordPhotos.url })
        .from(haccpRecordPhotos)
        .where(and(inScope(scope, haccpRecordPhotos.restaurant_id), inArray(haccpRecordPhotos.record_id, ids)))
        .orderBy(asc(haccpRecordPhotos.created_at))
    : [];
  const ncs = ids.length
    ? await db
        .select()
        .from(haccpNonConformities)
        .where(and(inScope(scope, haccpNonConformities.restaurant_id), inArray(haccpNonConformities.record_id, ids)))
        .orderBy(asc(haccpNonConformities.opened_at))
    : [];
  const lines = rows.flatMap((row): RegisterLine[] => {
    const def = recordKindOf(row.kind);
    if (!def) return [];
    return [
      {
        id: row.id,
        kind: def.kind,
        at: iso(row.recorded_at),
        summary: def.summary(row),
        compliant: row.compliant,
        deviation: row.deviation,
        corrective_action: row.corrective_action,
        comment: row.comment,
        signed_by: row.recorded_by_name,
        version: row.version,
        correction_reason: row.correction_reason,
        superseded: !!row.superseded_by_id,
        photos: photos.filter((p) => p.record_id === row.id).map((p) => p.url),
      },
    ];
  });
  return { restaurant: restaurant.name, timezone: restaurant.timezone, from, to, lines, nonConformities: ncs.map(toNonConformity) };
};

const csv = frenchCsv;

const who = (name: string | null, at: string | null, tz: string) => (at ? `${name ?? '—'}, ${frDateTime(at, tz)}` : '');

/** The photo's name in the zip's « photos » folder (its stored file name: random, unique). */
const zipName = (stored: string) => `photos/${stored.split('/').at(-1)}`;

/**
 * A zip of CSVs for a spreadsheet: one file per kind of record, and the non-conformities with every step; the
 * photos in a « photos » folder, named in the records' « Photos » column (private files: no address to follow).
 */
export const registerZip = (reg: Register, photos: Map<string, Buffer>) => {
  const tz = reg.timezone;
  const files: Record<string, Uint8Array> = {};
  for (const [stored, bytes] of photos) files[zipName(stored)] = bytes;
  const kinds = [...new Set(reg.lines.map((l) => l.kind))];
  for (const kind of kinds) {
    const lines = reg.lines.filter((l) => l.kind === kind);
    files[`${kind}.csv`] = csv([
      [
        'Date et heure',
        'Enregistrement',
        'Conforme',
        'Écart',
        'Action corrective',
        'Commentaire',
        'Signé par',
        'Version',
        'Motif de correction',
        'Remplacé par une correction',
        'Photos',
      ],
      ...lines.map((l) => [
        frDateTime(l.at, tz),
        l.summary,
        l.compliant ? 'oui' : 'non',
        l.deviation ?? '',
        l.corrective_action ?? '',
        l.comment ?? '',
        l.signed_by ?? '',
        l.version,
        l.correction_reason ?? '',
        l.superseded ? 'oui' : 'non',
        l.photos.map(zipName).join(' '),
      ]),
    ]);
  }
  files['non-conformites.csv'] = csv([
    ['Type', 'Description', 'Statut', 'Ouverte', 'Action corrective', 'Action saisie', 'Vérification', 'Vérifiée', 'Clôturée'],
    ...reg.nonConformities.map((n) => [
      haccpKindLabels[n.record_kind],
      n.description,
      nonConformityStatusLabels[n.status],
      who(n.opened_by_name, n.opened_at, tz),
      n.corrective_action ?? '',
      who(n.action_by_name, n.action_at, tz),
      n.verification_note ?? '',
      who(n.verified_by_name, n.verified_at, tz),
      who(n.closed_by_name, n.closed_at, tz),
    ]),
  ]);
  files['LISEZ-MOI.txt'] = strToU8(
    `Registre HACCP de ${reg.restaurant}, du ${frDay(reg.from)} au ${frDay(reg.to)}.\r\n` +
      'Un fichier par type d’enregistrement (séparateur « ; », UTF-8), et les non-conformités avec chaque étape.\r\n' +
      'Les enregistrements ne sont jamais modifiés : une correction est une nouvelle version, les deux figurent ici.\r\n' +
      'Les photos sont dans le dossier « photos », nommées dans la colonne « Photos ».\r\n',
  );
  return Buffer.from(zipSync(files, { level: 6 }));
};

export const exportRegister = async (db: Db, storage: FileStorage, scope: RestaurantScope, q: RegisterExportQuery) => {
  const reg = await loadRegister(db, scope, q.from, q.to);
  const base = `registre-haccp-${q.from}-${q.to}`;
  if (q.format === 'zip') {
    const photos = await loadPhotos(
      storage,
      reg.lines.flatMap((l) => l.photos),
      false,
    );
    return { filename: `${base}.zip`, contentType: 'application/zip', body: registerZip(reg, photos) };
  }
  return { filename: `${base}.pdf`, contentType: 'application/pdf', body: await registerPdf(reg, storage) };
};
