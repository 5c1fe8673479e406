import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashToken } from '../../lib/tokens';
import { hardwares as hardwareService, restaurantHardwares as installed, terminalPartners as partnerService } from '../../modules/admin';
import type { Db } from '../database';
import { restaurants } from '../schema';

const catalogue = [
  { kind: 'pos_terminal', brand: 'Sunmi', model: 'T2s Lite', description: 'Caisse tactile 15,6 pouces, Android', price_cents: 89_000 },
  {
    kind: 'pos_terminal',
    brand: 'Epson',
    model: 'DM-D30 Station',
    description: 'Caisse compacte avec afficheur client',
    price_cents: 119_000,
  },
  { kind: 'printer', brand: 'Epson', model: 'TM-m30III', description: 'Imprimante tickets thermique 80 mm', price_cents: 34_900 },
  { kind: 'printer', brand: 'Star Micronics', model: 'TSP143IV', description: 'Imprimante cuisine', price_cents: 29_900 },
  { kind: 'cash_drawer', brand: 'APG', model: 'Vasario 1616', description: 'Tiroir-caisse 5 billets, 8 pièces', price_cents: 12_900 },
  { kind: 'kitchen_screen', brand: 'Sunmi', model: 'K2 KDS 22"', description: 'Écran cuisine tactile', price_cents: 64_900 },
  { kind: 'payment_terminal', brand: 'Ingenico', model: 'Move/5000', description: 'Terminal de paiement portable 4G', price_cents: 49_900 },
] as const;

const installedOn = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
const categoriesByCity: Record<string, string> = { Paris: 'brasserie', Lyon: 'bistrot', Bordeaux: 'brasserie', Nantes: 'cafe' };

/** A device key derived from the restaurant id: deterministic for the demo, printed nowhere. */
export const demoDeviceKey = (restaurantId: string) =>
  createHash('sha256').update(`fitfit-demo-terminal:${restaurantId}`).digest('base64url');

/**
 * Administration demo data (PRODUCT §9): two terminal partners, a hardware catalogue, one POS terminal
 * (with its device key), a printer and a cash drawer in every demo restaurant, restaurant categories.
 */
export const seedAdmin = async (db: Db) => {
  await partnerService.create(db, {
    name: 'Ingenico France',
    kind: 'payment_terminal',
    contact_name: 'Marc Dupuis',
    email: 'partenaires@ingenico.example',
    phone: '01 46 25 82 00',
    api_settings: JSON.stringify({ environment: 'production', merchant_prefix: 'FIT' }),
    commission_rate_bp: 120,
  });
  await partnerService.create(db, {
    name: 'Sunmi Europe',
    kind: 'pos',
    contact_name: 'Claire Nguyen',
    email: 'revendeurs@sunmi.example',
    phone: '04 72 00 11 22',
    api_settings: null,
    commission_rate_bp: 300,
  });
  const items: Record<string, string> = {};
  for (const item of catalogue) {
    const created = await hardwareService.create(db, { ...item });
    items[`${item.brand} ${item.model}`] = created.id;
  }
  const all = await db.select({ id: restaurants.id, city: restaurants.city, name: restaurants.name }).from(restaurants);
  for (const r of all) {
    await db
      .update(restaurants)
      .set({ category: categoriesByCity[r.city ?? ''] ?? 'traditionnel' })
      .where(sql`${restaurants.id} = ${r.id}`);
    const key = demoDeviceKey(r.id);
    await installed.insert(db, {
      restaurant_id: r.id,
      hardware_id: items['Sunmi T2s Lite'],
      label: 'Caisse comptoir',
      serial_number: `T2S-${r.id.slice(0, 6).toUpperCase()}`,
      installed_on: installedOn,
      api_key_hash: hashToken(key),
      api_key_prefix: key.slice(0, 8),
    });
    for (const [model, label] of [
      ['Epson TM-m30III', 'Imprimante comptoir'],
      ['APG Vasario 1616', 'Tiroir-caisse'],
    ]) {
      await installed.insert(db, { restaurant_id: r.id, hardware_id: items[model], label, installed_on: installedOn });
    }
  }
};
