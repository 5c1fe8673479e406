import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { intranetAnnouncements, intranetReceipts, users } from '../schema';
import { seedIntranetCampaigns } from './intranet-campaigns';

/**
 * The intranet's demo (docs/intranet.md): the platform's product news to every restaurant, the franchisor's hygiene
 * procedure « à confirmer » (confirmed by the Opéra's manager, not yet by Lyon) and its summer menu news, and Lucie's
 * opening procedure for her own team. Bodies are written already clean (what the API's sanitiser lets through).
 */
export const seedIntranet = async (db: Db, restaurants: { opera: string; lucie: string }) => {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['admin@fitfit.example', 'franchiseur@fitfit.example', 'lucie@fitfit.example', 'gerant@fitfit.example']));
  const id = (email: string) => {
    const found = people.find((p) => p.email === email);
    if (!found) throw new Error(`demo intranet: no ${email}`);
    return found.id;
  };
  const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
  const [, hygiene] = await db
    .insert(intranetAnnouncements)
    .values([
      {
        author_kind: 'admin',
        author_user_id: id('admin@fitfit.example'),
        title: 'Nouveau : l’Intranet de votre réseau',
        body_html:
          '<p>Annonces, procédures à confirmer et suivi des lectures arrivent dans FitFit Solution : <strong>module Intranet</strong>, à activer depuis votre abonnement.</p>',
        pinned: true,
        audience: 'all',
        publish_at: daysAgo(2),
      },
      {
        author_kind: 'franchisor',
        author_user_id: id('franchiseur@fitfit.example'),
        title: 'Procédure d’hygiène : nettoyage de la hotte et des filtres',
        body_html:
          '<p>À partir de lundi, la hotte et ses filtres se nettoient <strong>chaque soir</strong> après le service :</p><ul><li>couper l’extraction et laisser refroidir ;</li><li>tremper les filtres 20 minutes dans le dégraissant dilué ;</li><li>rincer, sécher, remonter, noter le nettoyage dans le plan HACCP.</li></ul><p>Merci de confirmer que votre équipe l’applique.</p>',
        pinned: true,
        requires_confirmation: true,
        audience: 'all',
        publish_at: daysAgo(3),
      },
      {
        author_kind: 'franchisor',
        author_user_id: id('franchiseur@fitfit.example'),
        title: 'Carte d’été : les nouveautés du 1er juin',
        body_html:
          '<p>La carte d’été arrive avec trois plats : <em>tartare de daurade</em>, <em>gaspacho andalou</em> et <em>pavlova aux fruits rouges</em>. Les fiches recettes suivent.</p>',
        audience: 'all',
        publish_at: daysAgo(6),
      },
      {
        author_kind: 'restaurant',
        author_user_id: id('lucie@fitfit.example'),
        author_restaurant_id: restaurants.lucie,
        title: 'Ouverture : relevés de températures avant 10 h',
        body_html:
          '<p>Chaque matin, avant 10 h, relevez les températures des deux frigos et de la chambre froide dans HACCP › Températures.</p><p>Une valeur au-dessus de 4 °C : prévenez-moi tout de suite.</p>',
        requires_confirmation: true,
        audience: 'team',
        publish_at: daysAgo(1),
      },
    ])
    .returning({ id: intranetAnnouncements.id });
  // the Opéra's manager read and confirmed the hygiene procedure: the restaurant counts as confirmed
  await db.insert(intranetReceipts).values({
    restaurant_id: restaurants.opera,
    announcement_id: hygiene.id,
    user_id: id('gerant@fitfit.example'),
    read_at: daysAgo(2),
    confirmed_at: daysAgo(2),
  });
  await seedIntranetCampaigns(db, restaurants.opera);
};
