import { type Allergen, frenchTaxes, type ProductInput } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { createStorage } from '../../lib/storage/create-storage';
import { platformScope } from '../../lib/tenant-scope';
import { storeImage } from '../../lib/uploads/images';
import { placeholderPng } from '../../lib/uploads/png';
import {
  categories,
  menusRepository as menuRepo,
  menus,
  options,
  productsRepository as productRepo,
  products,
  heatTags as tags,
  taxes,
} from '../../modules/caisse';
import type { Db } from '../database';

type Dish = {
  name: string;
  description: string;
  price: number;
  tax: 'Restauration' | 'Produits conditionnés' | 'Alcool';
  tags?: string[];
  options?: string[];
  allergens?: Allergen[];
  photo?: string;
  sku: string;
};

const card: { category: string; color: string; dishes: Dish[] }[] = [
  {
    category: 'Entrées',
    color: '#f08c00',
    dishes: [
      {
        name: 'Œuf mayonnaise',
        description: 'Œufs bio, mayonnaise maison à la moutarde de Dijon',
        price: 650,
        tax: 'Restauration',
        tags: ['Fait maison', 'Végétarien'],
        allergens: ['eggs', 'mustard'],
        photo: '#f2c94c',
        sku: 'ENT-01',
      },
      {
        name: 'Soupe à l’oignon gratinée',
        description: 'Bouillon de bœuf, croûtons, comté affiné',
        price: 850,
        tax: 'Restauration',
        tags: ['Fait maison'],
        allergens: ['gluten', 'milk', 'celery'],
        photo: '#b7791f',
        sku: 'ENT-02',
      },
      {
        name: 'Escargots de Bourgogne (6)',
        description: 'Beurre persillé à l’ail',
        price: 1150,
        tax: 'Restauration',
        allergens: ['milk', 'molluscs'],
        photo: '#2f855a',
        sku: 'ENT-03',
      },
      {
        name: 'Salade de chèvre chaud',
        description: 'Toasts de chèvre, miel, noix, mesclun',
        price: 950,
        tax: 'Restauration',
        tags: ['Végétarien'],
        allergens: ['gluten', 'milk', 'nuts'],
        sku: 'ENT-04',
      },
    ],
  },
  {
    category: 'Plats',
    color: '#c92a2a',
    dishes: [
      {
        name: 'Entrecôte grillée',
        description: 'Entrecôte de bœuf français 300 g, sauce au poivre',
        price: 2450,
        tax: 'Restauration',
        tags: ['Fait maison'],
        options: ['Cuisson', 'Accompagnement'],
        allergens: ['milk'],
        photo: '#9b2c2c',
        sku: 'PLT-01',
      },
      {
        name: 'Burger du bistro',
        description: 'Steak haché 180 g, cheddar affiné, oignons confits',
        price: 1750,
        tax: 'Restauration',
        tags: ['Nouveau'],
        options: ['Cuisson', 'Accompagnement'],
        allergens: ['gluten', 'milk', 'mustard', 'sesame', 'eggs'],
        photo: '#dd6b20',
        sku: 'PLT-02',
      },
      {
        name: 'Confit de canard',
        description: 'Cuisse confite, pommes sarladaises',
        price: 1950,
        tax: 'Restauration',
        tags: ['Fait maison'],
        allergens: [],
        sku: 'PLT-03',
      },
      {
        name: 'Pavé de saumon',
        description: 'Saumon rôti, beurre blanc, riz pilaf',
        price: 2150,
        tax: 'Restauration',
        options: ['Accompagnement'],
        allergens: ['fish', 'milk', 'sulphites'],
        sku: 'PLT-04',
      },
      {
        name: 'Risotto aux champignons',
        description: 'Champignons de Paris et cèpes, parmesan',
        price: 1650,
        tax: 'Restauration',
        tags: ['Végétarien'],
        allergens: ['milk', 'celery', 'sulphites'],
        sku: 'PLT-05',
      },
      {
        name: 'Poulet basquaise',
        description: 'Piperade, piment d’Espelette',
        price: 1850,
        tax: 'Restauration',
        tags: ['Épicé'],
        options: ['Accompagnement'],
        allergens: ['celery'],
        sku: 'PLT-06',
      },
    ],
  },
  {
    category: 'Desserts',
    color: '#ae3ec9',
    dishes: [
      {
        name: 'Crème brûlée',
        description: 'Vanille de Madagascar',
        price: 750,
        tax: 'Restauration',
        tags: ['Fait maison', 'Végétarien'],
        allergens: ['eggs', 'milk'],
        photo: '#ecc94b',
        sku: 'DES-01',
      },
      {
        name: 'Mousse au chocolat',
        description: 'Chocolat noir 70 %',
        price: 700,
        tax: 'Restauration',
        tags: ['Fait maison', 'Végétarien'],
        allergens: ['eggs', 'milk'],
        sku: 'DES-02',
      },
      {
        name: 'Tarte Tatin',
        description: 'Crème crue de Normandie',
        price: 850,
        tax: 'Restauration',
        tags: ['Végétarien'],
        allergens: ['gluten', 'eggs', 'milk'],
        sku: 'DES-03',
      },
      {
        name: 'Café gourmand',
        description: 'Espresso et trois mignardises',
        price: 900,
        tax: 'Restauration',
        tags: ['Nouveau'],
        allergens: ['gluten', 'eggs', 'milk', 'nuts'],
        sku: 'DES-04',
      },
    ],
  },
  {
    category: 'Boissons',
    color: '#1971c2',
    dishes: [
      { name: 'Eau minérale 50 cl', description: 'Plate ou gazeuse', price: 400, tax: 'Produits conditionnés', sku: 'BSA-01' },
      { name: 'Coca-Cola 33 cl', description: '', price: 450, tax: 'Produits conditionnés', sku: 'BSA-02' },
      { name: 'Jus de pomme artisanal', description: 'Pommes du Limousin', price: 500, tax: 'Produits conditionnés', sku: 'BSA-03' },
      { name: 'Café expresso', description: '', price: 250, tax: 'Restauration', sku: 'BSA-04' },
      {
        name: 'Verre de Bordeaux rouge',
        description: 'AOC Bordeaux supérieur, 12 cl',
        price: 650,
        tax: 'Alcool',
        allergens: ['sulphites'],
        photo: '#742a2a',
        sku: 'ALC-01',
      },
      { name: 'Demi de bière pression', description: '25 cl', price: 450, tax: 'Alcool', allergens: ['gluten'], sku: 'ALC-02' },
      {
        name: 'Kir vin blanc',
        description: 'Crème de cassis de Dijon',
        price: 550,
        tax: 'Alcool',
        allergens: ['sulphites'],
        sku: 'ALC-03',
      },
    ],
  },
];

const tagColors: Record<string, string> = {
  Végétarien: '#2f9e44',
  'Fait maison': '#e8590c',
  Épicé: '#e03131',
  Nouveau: '#1971c2',
  Bio: '#5c940d',
};

const groupInputs = [
  {
    name: 'Cuisson',
    min_choices: 1,
    max_choices: 1,
    values: ['Bleu', 'Saignant', 'À point', 'Bien cuit'].map((name) => ({ name, price_delta_cents: 0 })),
  },
  {
    name: 'Accompagnement',
    min_choices: 1,
    max_choices: 1,
    values: [
      { name: 'Frites maison', price_delta_cents: 0 },
      { name: 'Salade verte', price_delta_cents: 0 },
      { name: 'Purée', price_delta_cents: 0 },
      { name: 'Légumes de saison', price_delta_cents: 150 },
    ],
  },
  {
    name: 'Suppléments',
    min_choices: 0,
    max_choices: 3,
    values: [
      { name: 'Bacon', price_delta_cents: 200 },
      { name: 'Œuf', price_delta_cents: 150 },
      { name: 'Sans fromage', price_delta_cents: -100 },
    ],
  },
];

const week = (ranges: { start: string; end: string }[], days: number[]) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, closed: !days.includes(weekday), ranges: days.includes(weekday) ? ranges : [] }));

/** The demo menu card (PRODUCT §9) of every demo restaurant holding fitfit_caisse, through the services. */
export const seedCaisseCard = async (db: Db) => {
  const storage = createStorage(loadConfig());
  const { rows } = await db.execute<{ id: string }>(sql`
    select distinct fmr.restaurant_id as id from fitfit_module_restaurants fmr
    join fitfit_modules m on m.id = fmr.fitfit_module_id
    where m.code_name = 'fitfit_caisse'
      and not exists (select 1 from caisse_taxes t where t.restaurant_id = fmr.restaurant_id)`);
  const photos = new Map<string, Buffer>();
  const photo = (color: string) => {
    const cached = photos.get(color);
    if (cached) return cached;
    const png = placeholderPng(color, 160, 120);
    photos.set(color, png);
    return png;
  };
  for (const { id: restaurantId } of rows) {
    const scope = platformScope(restaurantId);
    const taxIds: Record<string, string> = {};
    for (const t of frenchTaxes) taxIds[t.name] = (await taxes.createTax(db, scope, t)).id;
    const tagIds: Record<string, string> = {};
    for (const [name, color] of Object.entries(tagColors)) tagIds[name] = (await tags.createTag(db, scope, { name, color })).id;
    const groupIds: Record<string, string> = {};
    for (const g of groupInputs) groupIds[g.name] = (await options.createGroup(db, scope, g)).id;
    const productIds: Record<string, string> = {};
    for (const [position, section] of card.entries()) {
      const category = await categories.createCategory(db, scope, { name: section.category, color: section.color, position });
      for (const d of section.dishes) {
        const input: ProductInput = {
          name: d.name,
          description: d.description || null,
          category_id: category.id,
          tax_id: taxIds[d.tax],
          tag_ids: (d.tags ?? []).map((t) => tagIds[t]),
          option_group_ids: (d.options ?? []).map((o) => groupIds[o]),
          price_on_spot_cents: d.price,
          price_takeaway_cents: d.price,
          price_delivery_cents: Math.round((d.price * 1.15) / 10) * 10,
          allergens: d.allergens ?? [],
          available: d.sku !== 'DES-04',
          sku: d.sku,
        };
        const product = await products.createProduct(db, scope, input);
        productIds[d.name] = product.id;
        const color = d.photo ?? section.color;
        await productRepo.setPhoto(db, scope, product.id, await storeImage(storage, restaurantId, photo(color), 'png'));
      }
    }
    const p = (name: string, supplement_cents = 0) => ({ product_id: productIds[name], supplement_cents });
    const lunch = await menus.createMenu(db, scope, {
      name: 'Formule midi',
      description: 'Entrée + plat ou plat + dessert, du lundi au vendredi',
      tax_id: taxIds.Restauration,
      price_on_spot_cents: 1890,
      price_takeaway_cents: 1690,
      price_delivery_cents: 1990,
      active: true,
      steps: [
        {
          title: 'Entrée',
          min_choices: 0,
          max_choices: 1,
          products: [p('Œuf mayonnaise'), p('Soupe à l’oignon gratinée'), p('Salade de chèvre chaud')],
        },
        {
          title: 'Plat',
          min_choices: 1,
          max_choices: 1,
          products: [p('Burger du bistro'), p('Confit de canard'), p('Poulet basquaise'), p('Entrecôte grillée', 400)],
        },
        { title: 'Dessert', min_choices: 0, max_choices: 1, products: [p('Crème brûlée'), p('Mousse au chocolat'), p('Tarte Tatin')] },
      ],
      hours: week([{ start: '11:30', end: '14:30' }], [1, 2, 3, 4, 5]),
    });
    await menuRepo.setPhoto(db, scope, lunch.id, await storeImage(storage, restaurantId, photo('#2b6cb0'), 'png'));
    const dinner = await menus.createMenu(db, scope, {
      name: 'Formule soir',
      description: 'Entrée, plat, dessert et un verre de vin',
      tax_id: taxIds.Restauration,
      price_on_spot_cents: 3400,
      price_takeaway_cents: 3100,
      price_delivery_cents: 3500,
      active: true,
      steps: [
        {
          title: 'Entrée',
          min_choices: 1,
          max_choices: 1,
          products: [p('Œuf mayonnaise'), p('Escargots de Bourgogne (6)', 300), p('Salade de chèvre chaud')],
        },
        {
          title: 'Plat',
          min_choices: 1,
          max_choices: 1,
          products: [p('Entrecôte grillée'), p('Pavé de saumon'), p('Risotto aux champignons')],
        },
        { title: 'Dessert', min_choices: 1, max_choices: 1, products: [p('Crème brûlée'), p('Tarte Tatin'), p('Mousse au chocolat')] },
        { title: 'Boisson', min_choices: 0, max_choices: 1, products: [p('Verre de Bordeaux rouge'), p('Kir vin blanc')] },
      ],
      hours: week([{ start: '19:00', end: '22:30' }], [2, 3, 4, 5, 6]),
    });
    await menuRepo.setPhoto(db, scope, dinner.id, await storeImage(storage, restaurantId, photo('#553c9a'), 'png'));
    await menus.createMenu(db, scope, {
      name: 'Menu enfant',
      description: 'Plat, dessert et boisson pour les moins de 10 ans',
      tax_id: taxIds.Restauration,
      price_on_spot_cents: 1050,
      price_takeaway_cents: 950,
      price_delivery_cents: 1150,
      active: false,
      steps: [
        { title: 'Plat', min_choices: 1, max_choices: 1, products: [p('Burger du bistro'), p('Pavé de saumon')] },
        { title: 'Dessert', min_choices: 1, max_choices: 1, products: [p('Mousse au chocolat')] },
        { title: 'Boisson', min_choices: 1, max_choices: 1, products: [p('Jus de pomme artisanal'), p('Eau minérale 50 cl')] },
      ],
      hours: week(
        [
          { start: '11:30', end: '14:30' },
          { start: '19:00', end: '21:30' },
        ],
        [0, 3, 6],
      ),
    });
  }
};
