import type { StockOrderInput, StockOrderUpdate, StockReceptionInput } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/database';
import { stockOrders, stockProductPrices, stockReceptionLines, stockReceptions } from '../../../db/schema';
import { conflict, notFound, unprocessable } from '../../../lib/http-errors';
import { newId } from '../../../lib/ids';
import type { Mailer } from '../../../lib/mailer';
import { withConstraints } from '../../../lib/pg-errors';
import { sellerAt, signatureLines } from '../../../lib/restaurant-identity';
import type { FileStorage } from '../../../lib/storage/file-storage';
import { inScope, narrowScope, type RestaurantScope, type TenantScope, tenantColumn } from '../../../lib/tenant-scope';
import { storedImage } from '../../../lib/uploads/images';
import { purchaseOrderPdf } from './pdf';
import * as repo from './repository';

const NOT_FOUND = 'Commande introuvable';
const MEANINGS = {
  stock_orders_provider_id_stock_providers_id_fk: { status: 422 as const, message: 'Ce fournisseur n’existe pas', field: 'provider_id' },
  stock_order_lines_order_product_key: {
    status: 422 as const,
    message: 'Un produit ne peut figurer qu’une fois dans la commande',
    field: 'lines',
  },
};

export const getOrder = async (db: Queryable, scope: TenantScope, id: string, lock = false) => {
  const order = await repo.findOrder(db, scope, id, lock);
  if (!order) throw notFound(NOT_FOUND);
  return order;
};

const linesOfProvider = async (
  tx: Queryable,
  scope: RestaurantScope,
  orderId: string,
  lines: { product_id: string; ordered_packages: number }[],
) => {
  if (new Set(lines.map((l) => l.product_id)).size !== lines.length)
    throw unprocessable('Un produit ne peut figurer qu’une fois dans la commande', {
      lines: 'Un produit ne peut figurer qu’une fois dans la commande',
    });
  const written = await repo.replaceLines(tx, scope, orderId, lines);
  if (written !== lines.length)
    throw unprocessable('Chaque produit doit être un produit actif de ce fournisseur', {
      lines: 'Chaque produit doit être un produit actif de ce fournisseur',
    });
};

/** A draft for one provider; without lines it starts from the suggested quantities. */
export const createOrder = (db: Db, scope: RestaurantScope, input: StockOrderInput) =>
  withConstraints(
    () =>
      db.transaction(async (tx) => {
        const restaurantId = scope.restaurantId;
        // one number after the other per restaurant, even when two drafts are created at once
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stock_orders'), hashtext(${restaurantId}))`);
        const { rows } = await tx.execute<{ n: number }>(
          sql`select coalesce(max(number), 0) + 1 as n from stock_orders where ${inScope(scope, tenantColumn())}`,
        );
        const id = newId();
        await tx.insert(stockOrders).values({
          id,
          restaurant_id: restaurantId,
          number: rows[0].n,
          provider_id: input.provider_id,
          expected_on: input.expected_on ?? null,
          note: input.note ?? null,
        });
        const lines = input.lines ?? (await repo.suggestions(tx, scope, input.provider_id));
        await linesOfProvider(tx, scope, id, lines);
        return getOrder(tx, scope, id);
      }),
    MEANINGS,
  );

const mustBeDraft = (status: string, action: string) => {
  if (status !== 'draft') throw conflict(`Seule une commande en brouillon peut être ${action}.`);
};

export const updateOrder = (db: Db, scope: RestaurantScope, id: string, input: StockOrderUpdate) =>
  withConstraints(
    () =>
      db.transaction(async (tx) => {
        const order = await getOrder(tx, scope, id, true);
        mustBeDraft(order.status, 'modifiée');
        await repo.setStatus(tx, scope, id, sql`expected_on = ${input.expected_on ?? null}, note = ${input.note ?? null}`);
        await linesOfProvider(tx, scope, id, input.lines);
        return getOrder(tx, scope, id);
      }),
    MEANINGS,
  );

/** Deletes a draft (the only unfinished order nothing was sent for); anything else is refused. */
export const deleteOrder = (db: Db, scope: TenantScope, id: string) =>
  db.transaction(async (tx) => {
    const order = await getOrder(tx, scope, id, true);
    if (order.status !== 'draft')
      throw conflict('Seule une commande en brouillon peut être supprimée : une commande envoyée s’annule, une commande reçue reste.');
    await tx.execute(
      sql`delete from stock_orders where ${inScope(narrowScope(scope, order.restaurant_id) ?? scope, tenantColumn())} and id = ${id}`,
    );
  });

/** Sends a draft: the French PDF purchase order e-mailed to the provider's ordering address, then status sent. */
/**
 * The e-mail a draft becomes when sent, and its PDF: the same for the preview the restaurant reads before sending
 * and for the mail itself.
 */
const orderMail = async (db: Queryable, storage: FileStorage, scope: RestaurantScope, order: Awaited<ReturnType<typeof getOrder>>) => {
  const seller = await sellerAt(db, scope);
  if (!seller) throw notFound('Restaurant introuvable');
  const buyer = { ...seller, logo: await storedImage(storage, seller.logo_url) };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: buyer.timezone }).format(new Date());
  const pdf = await purchaseOrderPdf(order, buyer, today);
  const mail = {
    to: order.provider_email,
    subject: `Bon de commande ${order.reference} — ${buyer.name}`,
    text: [
      'Bonjour,',
      '',
      `Veuillez trouver ci-joint notre bon de commande ${order.reference} (${order.lines.length} ligne${order.lines.length > 1 ? 's' : ''}).`,
      order.expected_on ? `Livraison souhaitée le ${order.expected_on.split('-').reverse().join('/')}.` : '',
      '',
      'Merci de nous confirmer la livraison.',
      '',
      ...signatureLines(buyer),
    ]
      .filter((l, i, all) => l !== '' || all[i - 1] !== '')
      .join('\n'),
    attachment_filename: `${order.reference}.pdf`,
    // the provider answers the restaurant, not the platform's sending address
    reply_to: buyer.email,
  };
  return { pdf, mail };
};

/** What sending a draft will send: the e-mail (recipient, subject, text, attachment's name) and its PDF. */
export const previewOrder = async (db: Db, storage: FileStorage, scope: RestaurantScope, id: string) => {
  const order = await getOrder(db, scope, id);
  mustBeDraft(order.status, 'envoyée');
  if (order.lines.length === 0) throw conflict('Une commande sans ligne ne peut pas être envoyée.');
  return orderMail(db, storage, scope, order);
};

export const sendOrder = (db: Db, mailer: Mailer, storage: FileStorage, scope: RestaurantScope, id: string) =>
  db.transaction(async (tx) => {
    const order = await getOrder(tx, scope, id, true);
    mustBeDraft(order.status, 'envoyée');
    if (order.lines.length === 0) throw conflict('Une commande sans ligne ne peut pas être envoyée.');
    const { pdf, mail } = await orderMail(tx, storage, scope, order);
    await mailer.send({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      replyTo: mail.reply_to ?? undefined,
      attachments: [{ filename: mail.attachment_filename, content: pdf, contentType: 'application/pdf' }],
    });
    await repo.setStatus(tx, scope, id, sql`status = 'sent', sent_at = now(), sent_to = ${order.provider_email}`);
    return getOrder(tx, scope, id);
  });

/**
 * Records a delivery: packages and price per line. A price other than the ordered one becomes the product's
 * price (the mercuriale) and enters its history; the order is received once every line came or when the
 * restaurant says the delivery is complete, partially received otherwise.
 */
export const receiveOrder = (db: Db, scope: RestaurantScope, id: string, input: StockReceptionInput) =>
  db.transaction(async (tx) => {
    const order = await getOrder(tx, scope, id, true);
    if (order.status !== 'sent' && order.status !== 'partially_received')
      throw conflict(
        order.status === 'draft'
          ? 'Une commande en brouillon doit être envoyée avant d’être réceptionnée.'
          : `Une commande ${order.status === 'received' ? 'déjà reçue' : 'annulée'} ne peut plus être réceptionnée.`,
      );
    const byId = new Map(order.lines.map((l) => [l.id, l]));
    const delivered = input.lines.filter((l) => l.packages > 0);
    for (const l of input.lines)
      if (!byId.has(l.line_id)) throw unprocessable('Cette ligne n’appartient pas à la commande', { lines: 'Ligne inconnue' });
    if (new Set(input.lines.map((l) => l.line_id)).size !== input.lines.length)
      throw unprocessable('Une ligne est réceptionnée deux fois', { lines: 'Ligne en double' });
    if (delivered.length === 0 && !(input.complete ?? false))
      throw unprocessable('Indiquez au moins une quantité livrée', { lines: 'Aucune quantité livrée' });
    const restaurantId = scope.restaurantId;
    if (delivered.length) {
      const receptionId = newId();
      await tx.insert(stockReceptions).values({ id: receptionId, restaurant_id: restaurantId, order_id: id });
      await tx.insert(stockReceptionLines).values(
        delivered.map((l) => ({
          id: newId(),
          restaurant_id: restaurantId,
          reception_id: receptionId,
          product_id: byId.get(l.line_id)?.product_id as string,
          packages: l.packages,
          package_price_cents: l.package_price_cents,
        })),
      );
      const values = sql.join(
        delivered.map((l) => sql`(${l.line_id}::uuid, ${l.packages}::int, ${l.package_price_cents}::int)`),
        sql`, `,
      );
      await tx.execute(sql`update stock_order_lines l set received_packages = l.received_packages + v.packages, received_price_cents = v.price
        from (values ${values}) as v(id, packages, price) where ${inScope(scope, tenantColumn('l'))} and l.id = v.id`);
      const changed = delivered.filter((l) => l.package_price_cents !== byId.get(l.line_id)?.package_price_cents);
      if (changed.length) {
        const prices = sql.join(
          changed.map((l) => sql`(${byId.get(l.line_id)?.product_id}::uuid, ${l.package_price_cents}::int)`),
          sql`, `,
        );
        // only when the delivered price differs from the catalogue's current one: two deliveries at the same new price make one change
        const { rows } = await tx.execute<{
          id: string;
          price: number;
        }>(sql`update stock_products p set package_price_cents = v.price, updated_at = now()
          from (values ${prices}) as v(id, price) where p.id = v.id and p.package_price_cents <> v.price returning p.id, v.price`);
        if (rows.length)
          await tx
            .insert(stockProductPrices)
            .values(rows.map((r) => ({ product_id: r.id, package_price_cents: r.price, source: 'delivery' as const })));
      }
    }
    const { rows: left } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from stock_order_lines
      where ${inScope(scope, tenantColumn())} and order_id = ${id} and received_packages < ordered_packages`);
    const done = (input.complete ?? false) || left[0].n === 0;
    await repo.setStatus(tx, scope, id, done ? sql`status = 'received', received_at = now()` : sql`status = 'partially_received'`);
    return getOrder(tx, scope, id);
  });

/** Cancels a draft or a sent order; what was received, even in part, stays. */
export const cancelOrder = (db: Db, scope: RestaurantScope, id: string) =>
  db.transaction(async (tx) => {
    const order = await getOrder(tx, scope, id, true);
    if (order.status === 'canceled') throw conflict('Cette commande est déjà annulée.');
    if (order.status !== 'draft' && order.status !== 'sent')
      throw conflict('Une commande déjà réceptionnée, même en partie, ne peut plus être annulée.');
    await repo.setStatus(tx, scope, id, sql`status = 'canceled', canceled_at = now()`);
    return getOrder(tx, scope, id);
  });
