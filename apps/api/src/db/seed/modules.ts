import type { Db } from '../database';
import { fitfitModules } from '../schema';

/** The six FitFit modules (SPEC §3 module codes); reference data, needed in every environment. */
export const moduleCatalogue = [
  { code_name: 'fitfit_pnl', title: 'PNL', description: 'Compte de résultat, prévisions et indicateurs', monthly_price_cents: 4900 },
  { code_name: 'fitfit_caisse', title: 'Caisse', description: 'Ventes, clôtures, carte, clients et banque', monthly_price_cents: 7900 },
  {
    code_name: 'fitfit_stocks',
    title: 'Stock',
    description: 'Mercuriales, commandes fournisseurs et inventaires',
    monthly_price_cents: 3900,
  },
  {
    code_name: 'fitfit_haccp',
    title: 'HACCP',
    description: 'Plan de maîtrise sanitaire : températures, traçabilité, nettoyage',
    monthly_price_cents: 2900,
  },
  { code_name: 'fitfit_music', title: 'Musique', description: 'Playlists et musiques du restaurant', monthly_price_cents: 1900 },
  {
    code_name: 'fitfit_intranet',
    title: 'Intranet',
    description: 'Annonces du réseau, lectures et confirmations',
    monthly_price_cents: 1500,
  },
] as const;

export const seedModules = async (db: Db) => {
  await db
    .insert(fitfitModules)
    .values(moduleCatalogue.map((m, position) => ({ ...m, position })))
    .onConflictDoNothing({ target: fitfitModules.code_name });
  return db.select().from(fitfitModules);
};
