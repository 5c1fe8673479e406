import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { storePrivateFile } from '../../lib/private-files';
import { createStorage } from '../../lib/storage/create-storage';
import { placeholderPng } from '../../lib/uploads/png';
import type { Db } from '../database';
import { intranetCampaignPhotos, intranetCampaigns, intranetCampaignTasks, users } from '../schema';

/**
 * The campaigns' demo (docs/intranet.md « Campagnes »): the franchisor's summer menu campaign to the Opéra, Lyon and
 * Lille, its deadline passed two days ago — the Opéra and Lyon did it with photos (small PNGs drawn here, stored
 * privately as any proof), Lille is late —; and its summer window campaign to every restaurant of the mark, open for
 * five more days, that nobody did yet (what waits on the restaurateur's `/`).
 */
export const seedIntranetCampaigns = async (db: Db, opera: string) => {
  const storage = createStorage(loadConfig());
  // the Opéra's sisters of the mark, by their demo names (demo.ts)
  const { rows: sisters } = await db.execute<{ id: string; name: string }>(sql`select r.id, r.name from restaurants r
    where r.mark_id = (select mark_id from restaurants where id = ${opera}) and r.name in ('Bistro Parisien Lyon Bellecour', 'Bistro Parisien Lille Grand-Place')`);
  const sister = (name: string) => {
    const found = sisters.find((r) => r.name === name);
    if (!found) throw new Error(`demo campaigns: no ${name}`);
    return found.id;
  };
  const restaurants = { opera, lyon: sister('Bistro Parisien Lyon Bellecour'), lille: sister('Bistro Parisien Lille Grand-Place') };
  const [franchisor] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'franchiseur@fitfit.example'));
  if (!franchisor) throw new Error('demo campaigns: no franchiseur@fitfit.example');
  const at = (days: number) => sql`now() + make_interval(days => ${days})`;
  const [summer] = await db
    .insert(intranetCampaigns)
    .values([
      {
        author_kind: 'franchisor',
        author_user_id: franchisor.id,
        title: 'Mettre en place la carte d’été',
        instructions_html:
          '<p>La carte d’été entre en service : <strong>nouvelles ardoises</strong> en salle et en terrasse, menus d’été sur les tables, fiches recettes en cuisine.</p><ul><li>une photo de l’ardoise de la salle ;</li><li>une photo d’une table dressée avec le menu d’été.</li></ul>',
        deadline_at: at(-2),
        publish_at: at(-12),
        photos_required: 2,
        audience: 'restaurants',
        audience_restaurant_ids: [restaurants.opera, restaurants.lyon, restaurants.lille],
      },
      {
        author_kind: 'franchisor',
        author_user_id: franchisor.id,
        title: 'Vitrine : affiches de la carte d’été',
        instructions_html:
          '<p>Affichez en vitrine les deux affiches de la carte d’été (dossier Affiches de la bibliothèque), à hauteur des yeux, côté rue.</p>',
        deadline_at: at(5),
        publish_at: at(-1),
        photos_required: 1,
        comment_required: true,
        audience: 'all',
      },
    ])
    .returning({ id: intranetCampaigns.id });

  const doneBy = async (restaurantId: string) => {
    const { rows } = await db.execute<{ name: string }>(sql`select u.first_name || ' ' || u.last_name as name
      from restaurant_users ru join users u on u.id = ru.user_id
      where ru.restaurant_id = ${restaurantId} and ru.access in ('owner', 'manager')
      order by ru.access desc, u.email limit 1`);
    return rows[0]?.name ?? 'L’équipe';
  };
  const proofs = [
    {
      restaurant: restaurants.opera,
      days: -3,
      colors: ['#c08457', '#2f6f73'],
      comment: 'Ardoises posées samedi, menus sur toutes les tables.',
    },
    { restaurant: restaurants.lyon, days: -4, colors: ['#d9a441', '#8a5a44'], comment: 'Carte en place, la terrasse ouvre dimanche.' },
  ];
  for (const p of proofs) {
    const name = await doneBy(p.restaurant);
    await db.insert(intranetCampaignTasks).values({
      restaurant_id: p.restaurant,
      campaign_id: summer.id,
      comment: p.comment,
      done_at: at(p.days),
      done_by_name: name,
    });
    for (const color of p.colors) {
      const key = await storePrivateFile(storage, p.restaurant, Buffer.from(placeholderPng(color, 480, 360)), 'png');
      await db.insert(intranetCampaignPhotos).values({
        restaurant_id: p.restaurant,
        campaign_id: summer.id,
        file_key: key,
        added_by_name: name,
        created_at: at(p.days),
      });
    }
  }
};
