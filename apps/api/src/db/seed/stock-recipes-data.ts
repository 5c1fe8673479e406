/**
 * Recipes of the demo card (seed/caisse-card.ts), by card product name: portions, then ingredients as
 * [stock product name, net quantity for the whole recipe in g / mL / pieces, loss in basis points], then steps.
 */
export type DemoRecipe = { portions: number; ingredients: [string, number, number][]; steps: string[] };

export const demoRecipes: Record<string, DemoRecipe> = {
  'Œuf mayonnaise': {
    portions: 1,
    ingredients: [
      ['Œufs frais calibre M', 2, 0],
      ['Mayonnaise', 40, 0],
      ['Mesclun', 20, 0],
    ],
    steps: ['Cuire les œufs 10 minutes, refroidir, écaler', 'Napper de mayonnaise, dresser sur le mesclun'],
  },
  'Soupe à l’oignon gratinée': {
    portions: 6,
    ingredients: [
      ['Oignons jaunes', 1200, 1000],
      ['Beurre doux', 90, 0],
      ['Fond brun de veau déshydraté', 90, 0],
      ['Vin blanc de cuisine', 300, 0],
      ['Pain de campagne', 1, 0],
      ['Emmental râpé', 300, 0],
    ],
    steps: ['Émincer et compoter les oignons au beurre', 'Déglacer au vin blanc, mouiller au fond', 'Gratiner avec le pain et l’emmental'],
  },
  'Escargots de Bourgogne (6)': {
    portions: 4,
    ingredients: [
      ['Beurre doux', 250, 0],
      ['Ail', 40, 1500],
      ['Persil plat', 1, 0],
      ['Échalotes', 40, 1000],
      ['Baguette tradition', 1, 0],
    ],
    steps: ['Monter le beurre persillé', 'Garnir les coquilles, cuire 8 minutes à 220 °C'],
  },
  'Salade de chèvre chaud': {
    portions: 1,
    ingredients: [
      ['Chèvre bûche', 100, 0],
      ['Mesclun', 70, 0],
      ['Noix de cerneaux', 15, 0],
      ['Miel de fleurs', 10, 0],
      ["Huile d'olive vierge extra", 15, 0],
      ['Vinaigre balsamique', 10, 0],
    ],
    steps: ['Toaster le chèvre sur pain', 'Assaisonner le mesclun, ajouter noix et miel'],
  },
  'Entrecôte grillée': {
    portions: 1,
    ingredients: [
      ['Entrecôte de bœuf', 250, 800],
      ['Frites surgelées 10 mm', 200, 0],
      ['Beurre demi-sel', 15, 0],
    ],
    steps: ['Saisir l’entrecôte selon la cuisson demandée', 'Frire les frites à 180 °C'],
  },
  'Burger du bistro': {
    portions: 1,
    ingredients: [
      ['Steak haché 150 g', 1, 0],
      ['Pain burger brioché', 1, 0],
      ['Comté 18 mois', 30, 0],
      ['Tomates grappe', 40, 500],
      ['Oignons rouges', 20, 1000],
      ['Frites surgelées 10 mm', 180, 0],
      ['Ketchup', 20, 0],
    ],
    steps: ['Toaster le pain', 'Cuire le steak, fondre le comté', 'Monter le burger, servir avec les frites'],
  },
  'Confit de canard': {
    portions: 1,
    ingredients: [
      ['Cuisse de canard confite', 1, 0],
      ['Pommes de terre grenaille', 250, 500],
      ['Graisse de canard', 20, 0],
      ['Ail', 5, 1500],
    ],
    steps: ['Réchauffer la cuisse côté peau', 'Sauter les pommes de terre à la graisse de canard et à l’ail'],
  },
  'Pavé de saumon': {
    portions: 1,
    ingredients: [
      ['Pavé de cabillaud', 170, 300],
      ['Riz basmati', 80, 0],
      ['Crème liquide 35 %', 50, 0],
      ['Citrons jaunes', 40, 3000],
      ['Beurre doux', 10, 0],
    ],
    steps: ['Cuire le poisson à l’unilatérale', 'Servir avec le riz et la sauce citronnée'],
  },
  'Risotto aux champignons': {
    portions: 1,
    ingredients: [
      ['Riz arborio', 100, 0],
      ['Champignons de Paris', 150, 500],
      ['Parmesan Reggiano', 30, 0],
      ['Vin blanc de cuisine', 50, 0],
      ['Échalotes', 25, 1000],
      ['Beurre doux', 20, 0],
      ['Crème liquide 35 %', 30, 0],
    ],
    steps: ['Nacrer le riz avec les échalotes', 'Mouiller petit à petit', 'Lier au parmesan et au beurre'],
  },
  'Poulet basquaise': {
    portions: 1,
    ingredients: [
      ['Cuisses de poulet', 320, 1500],
      ['Poivrons rouges', 120, 1500],
      ['Tomates pelées', 150, 0],
      ['Oignons jaunes', 60, 1000],
      ['Riz basmati', 80, 0],
      ["Huile d'olive vierge extra", 15, 0],
    ],
    steps: ['Colorer le poulet', 'Ajouter la piperade et mijoter 40 minutes'],
  },
  'Crème brûlée': {
    portions: 10,
    ingredients: [
      ['Crème liquide 35 %', 1000, 0],
      ["Jaunes d'œufs liquides", 200, 0],
      ['Sucre en poudre', 250, 0],
      ['Vanille gousses', 2, 0],
    ],
    steps: ['Infuser la vanille dans la crème', 'Cuire au four à 95 °C 1 heure', 'Caraméliser au moment'],
  },
  'Mousse au chocolat': {
    portions: 10,
    ingredients: [
      ['Chocolat noir 64 %', 500, 0],
      ['Œufs frais calibre M', 10, 0],
      ['Sucre en poudre', 80, 0],
      ['Beurre doux', 50, 0],
    ],
    steps: ['Fondre le chocolat et le beurre', 'Incorporer les jaunes puis les blancs montés', 'Réserver 4 heures au froid'],
  },
  'Tarte Tatin': {
    portions: 8,
    ingredients: [
      ['Pommes Golden', 1600, 2000],
      ['Pâte feuilletée pur beurre', 350, 0],
      ['Sucre en poudre', 220, 0],
      ['Beurre doux', 120, 0],
      ['Crème épaisse 30 %', 320, 0],
    ],
    steps: ['Caraméliser sucre et beurre', 'Ranger les pommes, couvrir de pâte', 'Cuire 45 minutes, démouler tiède'],
  },
  'Café gourmand': {
    portions: 1,
    ingredients: [
      ['Café en grains', 8, 0],
      ['Chocolat noir 64 %', 30, 0],
      ['Crème liquide 35 %', 40, 0],
      ['Fraises', 40, 1000],
      ['Sucre en poudre', 15, 0],
    ],
    steps: ['Dresser trois mignardises', 'Servir avec un expresso'],
  },
  'Eau minérale 50 cl': { portions: 1, ingredients: [['Eau minérale plate 50 cl', 1, 0]], steps: [] },
  'Coca-Cola 33 cl': { portions: 1, ingredients: [['Cola 33 cl', 1, 0]], steps: [] },
  'Jus de pomme artisanal': { portions: 1, ingredients: [['Jus de pomme 1 L', 250, 0]], steps: [] },
  'Café expresso': {
    portions: 1,
    ingredients: [
      ['Café en grains', 8, 0],
      ['Sucre en poudre', 5, 0],
    ],
    steps: [],
  },
  'Verre de Bordeaux rouge': {
    portions: 6,
    ingredients: [['Bordeaux supérieur rouge', 1, 0]],
    steps: ['Six verres de 12,5 cl par bouteille'],
  },
  'Demi de bière pression': { portions: 1, ingredients: [['Bière blonde pression', 250, 800]], steps: [] },
  'Kir vin blanc': {
    portions: 6,
    ingredients: [
      ['Muscadet sur lie', 1, 0],
      ['Crème de cassis', 120, 0],
    ],
    steps: ['2 cl de cassis, compléter de vin blanc'],
  },
};
