import multipart from '@fastify/multipart';
import { stockCatalogueEndpoints as catalogue, type PriceListRow, type StockUnit } from '@fitfit/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database';
import { stockCategories, stockProductPrices, stockProducts } from '../../../db/schema';
import { route } from '../../../lib/endpoints';
import { badRequest, HttpError, unprocessable } from '../../../lib/http-errors';
import { CATALOGUE_ACCESS as access } from '../common';
import { type RawRow, readPriceList } from './price-list-file';
import { findProvider } from './providers';

const MAX_BYTES = 5 * 1024 * 1024;
const MAX_ROWS = 5000;

/** "12,50", "12.50 €", "1 234,5" → a number, or undefined when it does not read as one. */
const decimal = (s: string) => {
  const cleaned = s.replace(/[€%\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
};
const unitOf = (s: string): StockUnit | undefined => {
  const u = s.trim().toLowerCase();
  if (u === 'kg') return 'kg';
  if (u === 'l') return 'L';
  if (['pièce', 'piece', 'pièces', 'pieces', 'pc', 'u'].includes(u)) return 'piece';
  return undefined;
};

type Planned = PriceListRow & { create?: typeof stockProducts.$inferInsert; productId?: string };

/** Checks every row against the catalogue: what it would create or update, or why it cannot. */
const plan = async (db: Db, providerId: string, raw: RawRow[]): Promise<Planned[]> => {
  const references = raw.map((r) => r.cells.reference).filter(Boolean);
  const existing = references.length
    ? await db
        .select({ id: stockProducts.id, reference: stockProducts.reference, price: stockProducts.package_price_cents })
        .from(stockProducts)
        .where(and(eq(stockProducts.provider_id, providerId), inArray(stockProducts.reference, references)))
    : [];
  const byReference = new Map(existing.map((p) => [p.reference, p]));
  const categories = new Map(
    (await db.select({ id: stockCategories.id, name: stockCategories.name }).from(stockCategories)).map((c) => [
      c.name.toLowerCase(),
      c.id,
    ]),
  );
  const seen = new Set<string>();
  return raw.map(({ line, cells }) => {
    const errors: string[] = [];
    const reference = cells.reference;
    if (!reference) errors.push('La référence est obligatoire');
    else if (reference.length > 40) errors.push('La référence dépasse 40 caractères');
    else if (seen.has(reference)) errors.push('Cette référence apparaît plusieurs fois dans le fichier');
    seen.add(reference);
    const euros = decimal(cells.prix_ht);
    const price = euros === undefined ? undefined : Math.round(euros * 100);
    if (price === undefined) errors.push('Le prix HT doit être un nombre (ex. 12,50)');
    else if (price > 100_000_000) errors.push('Le prix HT est trop élevé');
    const known = reference ? byReference.get(reference) : undefined;
    const row: Planned = {
      line,
      reference,
      name: cells.designation,
      action: 'error',
      package_price_cents: price ?? null,
      previous_price_cents: known?.price ?? null,
      errors,
    };
    if (known) {
      row.productId = known.id;
      row.action = errors.length ? 'error' : known.price === price ? 'unchanged' : 'update';
      return row;
    }
    // a new product needs every column
    const name = cells.designation;
    if (!name) errors.push('La désignation est obligatoire pour un nouveau produit');
    else if (name.length > 120) errors.push('La désignation dépasse 120 caractères');
    const categoryId = categories.get(cells.categorie.toLowerCase());
    if (!cells.categorie) errors.push('La catégorie est obligatoire pour un nouveau produit');
    else if (!categoryId) errors.push(`La catégorie « ${cells.categorie} » n’existe pas`);
    const unit = unitOf(cells.unite);
    if (!unit) errors.push('L’unité doit être kg, L ou pièce');
    if (!cells.conditionnement) errors.push('Le conditionnement est obligatoire (ex. carton 6 × 1 L)');
    else if (cells.conditionnement.length > 80) errors.push('Le conditionnement dépasse 80 caractères');
    const content = decimal(cells.contenance);
    const base = unit && content !== undefined ? Math.round(content * (unit === 'piece' ? 1 : 1000)) : undefined;
    if (unit && (base === undefined || base < 1)) errors.push('La contenance doit être un nombre positif dans l’unité (ex. 6 pour 6 L)');
    else if (unit === 'piece' && !Number.isInteger(content)) errors.push('Une contenance en pièces est un nombre entier');
    const vat = decimal(cells.tva);
    if (vat === undefined || vat > 100) errors.push('La TVA doit être un pourcentage (ex. 5,5)');
    if (errors.length || !unit || !categoryId || base === undefined || vat === undefined || price === undefined) return row;
    row.action = 'create';
    row.create = {
      name,
      category_id: categoryId,
      provider_id: providerId,
      unit,
      package_label: cells.conditionnement,
      package_base_quantity: base,
      package_price_cents: price,
      vat_rate_bp: Math.round(vat * 100),
      reference,
    };
    return row;
  });
};

/** Writes a checked price list in one transaction: new products, new prices, each price in the history. */
const apply = (db: Db, rows: Planned[]) =>
  db.transaction(async (tx) => {
    const creates = rows.flatMap((r) => (r.create ? [r.create] : []));
    const created = creates.length
      ? await tx.insert(stockProducts).values(creates).returning({ id: stockProducts.id, price: stockProducts.package_price_cents })
      : [];
    const updates = rows.filter((r) => r.action === 'update' && r.productId && r.package_price_cents !== null);
    if (updates.length) {
      const values = sql.join(
        updates.map((r) => sql`(${r.productId}::uuid, ${r.package_price_cents}::int)`),
        sql`, `,
      );
      await tx.execute(sql`update stock_products p set package_price_cents = v.price, updated_at = now()
        from (values ${values}) as v(id, price) where p.id = v.id`);
    }
    const history = [
      ...created.map((c) => ({ product_id: c.id, package_price_cents: c.price, source: 'import' as const })),
      ...updates.map((r) => ({
        product_id: r.productId as string,
        package_price_cents: r.package_price_cents as number,
        source: 'import' as const,
      })),
    ];
    if (history.length) await tx.insert(stockProductPrices).values(history);
  });

const countsOf = (rows: PriceListRow[]) => {
  const counts = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const r of rows) counts[r.action]++;
  return counts;
};

const readFile = async (request: FastifyRequest) => {
  if (!request.isMultipart())
    throw new HttpError(415, 'unsupported_media_type', 'Envoyez la liste de prix en multipart/form-data (champ « file »)');
  try {
    const file = await request.file();
    if (!file) throw badRequest('Aucun fichier reçu : choisissez un fichier CSV ou XLSX');
    const buffer = await file.toBuffer();
    if (buffer.length === 0) throw badRequest('Le fichier envoyé est vide');
    return buffer;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'payload_too_large', 'Le fichier dépasse la taille maximale de 5 Mo');
    throw badRequest("Le fichier envoyé n'a pas pu être lu");
  }
};

/**
 * A provider's price list (CSV or XLSX): `mode=preview` says, row by row, what it would create or update
 * and what is wrong; `mode=import` writes it only when no row is wrong — never half of it.
 */
export const priceListRoutes = async (root: FastifyInstance, db: Db) => {
  await root.register(multipart, { limits: { fileSize: MAX_BYTES, files: 1, fields: 2 } });
  route(root, catalogue.importPriceList, {
    access,
    handler: async (req) => {
      await findProvider(db, req.params.id);
      const raw = await readPriceList(await readFile(req));
      if (raw.length === 0) throw badRequest('Le fichier ne contient aucune ligne de prix');
      if (raw.length > MAX_ROWS) throw badRequest(`Le fichier dépasse ${MAX_ROWS} lignes`);
      const rows = await plan(db, req.params.id, raw);
      const counts = countsOf(rows);
      const result = rows.map(({ create: _c, productId: _p, ...row }) => row);
      if (req.query.mode === 'preview') return { imported: false, counts, rows: result };
      if (counts.error > 0)
        throw unprocessable(
          `Rien n’a été importé : ${counts.error} ligne${counts.error > 1 ? 's' : ''} en erreur. Corrigez le fichier puis recommencez.`,
        );
      await apply(db, rows);
      return { imported: true, counts, rows: result };
    },
  });
};
