import { type ArchiveCreateInput, type FiscalArchive, GENESIS_HASH, type PageQuery } from '@fitfit/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/database';
import { caisseFiscalArchives } from '../../../../db/schema';
import type { SessionUser } from '../../../../lib/access';
import { notFound, unprocessable } from '../../../../lib/http-errors';
import { offsetOf, toPage } from '../../../../lib/paging';
import { inScope, type RestaurantScope } from '../../../../lib/tenant-scope';
import { sellerMentions } from '../documents/service';
import { recordEvent } from '../journal/service';
import { buildArchive } from './build';
import { signingKey } from './keys';
import { archiveHash, sha256 } from './manifest';

const NOT_FOUND = 'Archive introuvable';

/** The first and last day of the month or year that `date` falls in. */
export const periodRange = (input: ArchiveCreateInput) => {
  const [y, m] = input.date.split('-').map(Number);
  if (input.period === 'year') return { from: `${y}-01-01`, to: `${y}-12-31` };
  if (!m || m < 1 || m > 12) return null;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(last).padStart(2, '0')}` };
};

const listColumns = {
  id: caisseFiscalArchives.id,
  number: caisseFiscalArchives.number,
  period: caisseFiscalArchives.period,
  from_date: caisseFiscalArchives.from_date,
  to_date: caisseFiscalArchives.to_date,
  created_at: caisseFiscalArchives.created_at,
  created_by_name: caisseFiscalArchives.created_by_name,
  counts: caisseFiscalArchives.counts,
  total_ttc_cents: caisseFiscalArchives.total_ttc_cents,
  file_sha256: caisseFiscalArchives.file_sha256,
  size_bytes: caisseFiscalArchives.size_bytes,
  previous_hash: caisseFiscalArchives.previous_hash,
  hash: caisseFiscalArchives.hash,
  key_id: caisseFiscalArchives.key_id,
};
const toArchive = (r: Omit<FiscalArchive, 'created_at' | 'counts'> & { created_at: Date; counts: unknown }): FiscalArchive => ({
  ...r,
  created_at: r.created_at.toISOString(),
  counts: r.counts as FiscalArchive['counts'],
});

/**
 * Makes the fiscal archive of a month or a year: the zip of its CSVs, the signed manifest, the next link of the
 * restaurant's archive chain. Runs one at a time per restaurant (advisory lock), so numbers and the chain
 * never fork; the run is journaled.
 */
export const createArchive = async (db: Db, scope: RestaurantScope, input: ArchiveCreateInput, user: SessionUser) => {
  const range = periodRange(input);
  if (!range) throw unprocessable('La période est invalide', { date: 'Indiquez un mois (AAAA-MM) pour une archive mensuelle' });
  const seller = await sellerMentions(db, scope);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: seller.timezone }).format(new Date());
  if (range.from > today) throw unprocessable("La période n'a pas encore commencé", { date: "La période n'a pas encore commencé" });
  const key = await signingKey(db);
  const restaurantId = scope.restaurantId;
  const saved = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`archive:${restaurantId}`}, 0))`);
    const [last] = await tx
      .select({ number: caisseFiscalArchives.number, hash: caisseFiscalArchives.hash })
      .from(caisseFiscalArchives)
      .where(inScope(scope, caisseFiscalArchives.restaurant_id))
      .orderBy(desc(caisseFiscalArchives.number))
      .limit(1);
    const number = (last?.number ?? 0) + 1;
    const previous = last?.hash ?? GENESIS_HASH;
    const createdAt = new Date();
    // Read through the pool, not the transaction: the lock only serialises archive runs; the ledger's own rows are written once.
    const built = await buildArchive(
      db,
      { restaurantId, from: range.from, to: range.to, timezone: seller.timezone },
      {
        restaurant: {
          id: restaurantId,
          name: seller.name,
          legal_name: seller.legal_name,
          siret: seller.siret,
          vat_number: seller.vat_number,
        },
        archive: { number, period: input.period, from_date: range.from, to_date: range.to, created_at: createdAt.toISOString() },
        previous_archive_hash: previous,
        signature: { algorithm: 'Ed25519', key_id: key.key_id },
      },
      key,
    );
    const [row] = await tx
      .insert(caisseFiscalArchives)
      .values({
        restaurant_id: restaurantId,
        number,
        period: input.period,
        from_date: range.from,
        to_date: range.to,
        created_at: createdAt,
        created_by_user_id: user.id,
        created_by_name: `${user.first_name} ${user.last_name}`,
        counts: built.manifest.counts,
        total_ttc_cents: built.manifest.totals.tickets_ttc_cents,
        manifest: built.manifestJson,
        file_sha256: sha256(built.zip),
        size_bytes: built.zip.length,
        content: built.zip,
        key_id: key.key_id,
        previous_hash: previous,
        hash: archiveHash(previous, built.manifestJson),
      })
      .returning(listColumns);
    await recordEvent(tx, restaurantId, {
      kind: 'archive',
      user,
      details: { number, period: input.period, from: range.from, to: range.to, hash: row.hash, counts: built.manifest.counts },
    });
    return row;
  });
  return toArchive(saved);
};

export const listArchives = async (db: Db, scope: RestaurantScope, q: PageQuery) => {
  const where = inScope(scope, caisseFiscalArchives.restaurant_id);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(listColumns)
      .from(caisseFiscalArchives)
      .where(where)
      .orderBy(q.order === 'asc' ? caisseFiscalArchives.number : desc(caisseFiscalArchives.number))
      .limit(q.per_page)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(caisseFiscalArchives).where(where),
  ]);
  return toPage(q, n, rows.map(toArchive));
};

export const getArchive = async (db: Db, scope: RestaurantScope, id: string) => {
  const [row] = await db
    .select(listColumns)
    .from(caisseFiscalArchives)
    .where(and(inScope(scope, caisseFiscalArchives.restaurant_id), eq(caisseFiscalArchives.id, id)));
  if (!row) throw notFound(NOT_FOUND);
  return toArchive(row);
};

/** The zip as stored, and a name that says whose and which period. */
export const archiveFile = async (db: Db, scope: RestaurantScope, id: string) => {
  const [row] = await db
    .select({
      content: caisseFiscalArchives.content,
      number: caisseFiscalArchives.number,
      from: caisseFiscalArchives.from_date,
      period: caisseFiscalArchives.period,
    })
    .from(caisseFiscalArchives)
    .where(and(inScope(scope, caisseFiscalArchives.restaurant_id), eq(caisseFiscalArchives.id, id)));
  if (!row) throw notFound(NOT_FOUND);
  const label = row.period === 'year' ? row.from.slice(0, 4) : row.from.slice(0, 7);
  return { content: row.content, filename: `archive-fiscale-${String(row.number).padStart(4, '0')}-${label}.zip` };
};
