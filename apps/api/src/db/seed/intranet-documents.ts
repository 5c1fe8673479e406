import { inArray, sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { renderPdf } from '../../lib/pdf-kit';
import { createStorage } from '../../lib/storage/create-storage';
import { storeDocumentFile } from '../../modules/intranet';
import type { Db } from '../database';
import { intranetDocuments, intranetDocumentVersions, users } from '../schema';

/**
 * The library's demo (docs/intranet.md « Documents »): the franchisor's brand chart in two versions, its hygiene
 * procedure « à confirmer » and a recipe card, to every restaurant of its mark; Lucie's opening procedure for her team.
 * Real small PDFs drawn by pdfkit; their text is stored as written (what the upload's PDF.js reading finds in them),
 * so the seed does not load PDF.js.
 */
const pdfOf = (title: string, lines: string[]) =>
  renderPdf({ size: 'A4', margin: 56, info: { Title: title } }, (doc) => {
    doc.fontSize(18).text(title).moveDown();
    for (const line of lines) doc.fontSize(11).text(line).moveDown(0.5);
  });

type Version = { title: string; lines: string[]; file: string; daysAgo: number; comment?: string };
type Doc = {
  author: string;
  restaurantId?: string;
  title: string;
  folder: 'procedures' | 'recipes' | 'brand' | 'posters';
  requires_confirmation?: boolean;
  versions: Version[];
};

export const seedIntranetDocuments = async (db: Db, restaurants: { lucie: string }) => {
  const storage = createStorage(loadConfig());
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['franchiseur@fitfit.example', 'lucie@fitfit.example']));
  const id = (email: string) => {
    const found = people.find((p) => p.email === email);
    if (!found) throw new Error(`demo documents: no ${email}`);
    return found.id;
  };
  const franchisor = id('franchiseur@fitfit.example');
  const docs: Doc[] = [
    {
      author: franchisor,
      title: 'Charte de marque Bistro Parisien',
      folder: 'brand',
      versions: [
        {
          title: 'Charte de marque — 2026',
          lines: ['Logo : bleu nuit sur fond crème, jamais déformé.', 'Typographies : Playfair pour les titres, Inter pour le texte.'],
          file: 'charte-de-marque-2026.pdf',
          daysAgo: 40,
        },
        {
          title: 'Charte de marque — 2026, révision été',
          lines: [
            'Logo : bleu nuit sur fond crème, jamais déformé.',
            'Typographies : Playfair pour les titres, Inter pour le texte.',
            'Nouveau : les ardoises de terrasse et les menus d’été suivent la palette sable et terracotta.',
          ],
          file: 'charte-de-marque-ete.pdf',
          daysAgo: 5,
          comment: 'Ajout des ardoises de terrasse et de la palette d’été',
        },
      ],
    },
    {
      author: franchisor,
      title: 'Procédure d’hygiène : plan de nettoyage de la cuisine',
      folder: 'procedures',
      requires_confirmation: true,
      versions: [
        {
          title: 'Plan de nettoyage de la cuisine',
          lines: [
            'Chaque soir : plans de travail, trancheuse et sols désinfectés après le service.',
            'Chaque semaine : hotte, filtres et chambres froides nettoyés, le nettoyage noté dans le plan HACCP.',
            'Produits : dégraissant dilué à 5 %, désinfectant alimentaire, temps de contact respecté.',
          ],
          file: 'plan-de-nettoyage.pdf',
          daysAgo: 3,
        },
      ],
    },
    {
      author: franchisor,
      title: 'Fiche recette : tartare de daurade',
      folder: 'recipes',
      versions: [
        {
          title: 'Tartare de daurade (carte d’été)',
          lines: [
            'Pour 4 : 480 g de filets de daurade, 2 échalotes, 1 citron vert, huile d’olive, coriandre.',
            'Tailler le poisson en dés de 5 mm, réserver au froid sous 3 °C, assaisonner au dernier moment.',
          ],
          file: 'tartare-de-daurade.pdf',
          daysAgo: 6,
        },
      ],
    },
    {
      author: id('lucie@fitfit.example'),
      restaurantId: restaurants.lucie,
      title: 'Procédure d’ouverture du Comptoir',
      folder: 'procedures',
      requires_confirmation: true,
      versions: [
        {
          title: 'Ouverture du Comptoir de Lucie',
          lines: [
            'Avant 10 h : relever les températures des frigos et de la chambre froide.',
            'Mettre en route la machine à café, vérifier le fond de caisse, sortir la terrasse.',
          ],
          file: 'procedure-ouverture.pdf',
          daysAgo: 10,
        },
      ],
    },
  ];
  await Promise.all(
    docs.map(async (d) => {
      const [doc] = await db
        .insert(intranetDocuments)
        .values({
          author_kind: d.restaurantId ? 'restaurant' : 'franchisor',
          author_user_id: d.author,
          author_restaurant_id: d.restaurantId ?? null,
          title: d.title,
          folder: d.folder,
          requires_confirmation: d.requires_confirmation ?? false,
          audience: d.restaurantId ? 'team' : 'all',
        })
        .returning({ id: intranetDocuments.id });
      for (const [i, v] of d.versions.entries()) {
        const pdf = await pdfOf(v.title, v.lines);
        await db.insert(intranetDocumentVersions).values({
          document_id: doc.id,
          number: i + 1,
          file_key: await storeDocumentFile(storage, doc.id, pdf, 'pdf'),
          file_name: v.file,
          media_type: 'application/pdf',
          size_bytes: pdf.length,
          text: [v.title, ...v.lines].join('\n'),
          uploaded_by: d.author,
          uploaded_at: sql`now() - make_interval(days => ${v.daysAgo})`,
          comment: v.comment ?? '',
        });
      }
    }),
  );
};
