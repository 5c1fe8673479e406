/**
 * The demo stock catalogue: four providers and about 150 products a Parisian bistro buys. One line per
 * product: name | category | unit | package | base quantity (g, mL or pieces) | package price HT (cents) |
 * VAT (bp) | allergens | reference.
 */
export const demoProviders = [
  {
    key: 'grossiste',
    name: 'Halles Rungis Distribution',
    contact_name: 'Sophie Marchand',
    email: 'commandes@halles-rungis.example',
    phone: '01 46 87 20 00',
    address: '1 rue de la Tour, 94150 Rungis',
    delivery_days: [1, 3, 5],
    lead_time_days: 1,
    minimum_order_cents: 25_000,
  },
  {
    key: 'boucher',
    name: 'Boucherie Moreau & Fils',
    contact_name: 'Julien Moreau',
    email: 'pro@boucherie-moreau.example',
    phone: '01 42 33 18 90',
    address: '18 rue de Bretagne, 75003 Paris',
    delivery_days: [2, 5],
    lead_time_days: 2,
    minimum_order_cents: 15_000,
  },
  {
    key: 'primeur',
    name: 'Primeurs du Val de Loire',
    contact_name: 'Claire Dubois',
    email: 'commandes@primeurs-val.example',
    phone: '02 41 55 72 10',
    address: '7 route des Maraîchers, 49000 Angers',
    delivery_days: [1, 2, 3, 4, 5, 6],
    lead_time_days: 1,
    minimum_order_cents: 8_000,
  },
  {
    key: 'boissons',
    name: 'Cave & Boissons Lemoine',
    contact_name: 'Marc Lemoine',
    email: 'commandes@lemoine-boissons.example',
    phone: '01 48 05 66 21',
    address: '52 avenue Jean Jaurès, 93500 Pantin',
    delivery_days: [4],
    lead_time_days: 3,
    minimum_order_cents: 30_000,
  },
] as const;

export const demoCategories = [
  'Épicerie sèche',
  'Viandes',
  'Volailles',
  'Poissons et fruits de mer',
  'Fruits et légumes',
  'Produits laitiers et œufs',
  'Boulangerie',
  'Surgelés',
  'Boissons sans alcool',
  'Vins et alcools',
  'Bières',
  'Condiments et sauces',
] as const;

export const demoProductLines: Record<(typeof demoProviders)[number]['key'], string> = {
  grossiste: `
Farine de blé T55|Épicerie sèche|kg|sac 25 kg|25000|2150|550|gluten
Sucre en poudre|Épicerie sèche|kg|sac 10 kg|10000|1390|550|
Sel fin|Épicerie sèche|kg|paquet 1 kg|1000|95|550|
Gros sel de Guérande|Épicerie sèche|kg|sac 5 kg|5000|1240|550|
Poivre noir en grains|Épicerie sèche|kg|boîte 500 g|500|1290|550|
Huile de tournesol|Épicerie sèche|L|bidon 5 L|5000|1190|550|
Huile d'olive vierge extra|Épicerie sèche|L|bidon 5 L|5000|4490|550|
Vinaigre de vin rouge|Condiments et sauces|L|bouteille 1 L|1000|290|550|sulphites
Vinaigre balsamique|Condiments et sauces|L|bouteille 1 L|1000|790|550|sulphites
Moutarde de Dijon|Condiments et sauces|kg|seau 5 kg|5000|1690|550|mustard
Moutarde à l'ancienne|Condiments et sauces|kg|pot 1 kg|1000|590|550|mustard
Mayonnaise|Condiments et sauces|kg|seau 5 kg|5000|1850|550|eggs,mustard
Ketchup|Condiments et sauces|kg|bidon 5 kg|5000|1590|550|
Sauce Worcestershire|Condiments et sauces|L|bouteille 1 L|1000|890|550|fish,celery
Fond brun de veau déshydraté|Condiments et sauces|kg|boîte 1 kg|1000|2190|550|celery,gluten
Fumet de poisson déshydraté|Condiments et sauces|kg|boîte 1 kg|1000|2390|550|fish
Riz basmati|Épicerie sèche|kg|sac 5 kg|5000|1090|550|
Riz arborio|Épicerie sèche|kg|paquet 1 kg|1000|390|550|
Pâtes penne|Épicerie sèche|kg|carton 6 × 1 kg|6000|1290|550|gluten,eggs
Spaghetti|Épicerie sèche|kg|carton 6 × 1 kg|6000|1190|550|gluten
Lentilles vertes du Puy|Épicerie sèche|kg|sac 5 kg|5000|1790|550|
Haricots blancs|Épicerie sèche|kg|sac 5 kg|5000|1190|550|
Tomates pelées|Épicerie sèche|kg|boîte 4/4 × 6|4800|990|550|
Concentré de tomate|Épicerie sèche|kg|boîte 800 g|800|390|550|
Chocolat noir 64 %|Épicerie sèche|kg|sac 5 kg|5000|5490|550|soy,milk
Cacao en poudre|Épicerie sèche|kg|boîte 1 kg|1000|1190|550|
Amandes effilées|Épicerie sèche|kg|sac 1 kg|1000|1490|550|nuts
Noix de cerneaux|Épicerie sèche|kg|sac 1 kg|1000|1690|550|nuts
Levure chimique|Épicerie sèche|kg|boîte 1 kg|1000|690|550|
Gélatine en feuilles|Épicerie sèche|kg|boîte 500 g|500|2290|550|
Sucre glace|Épicerie sèche|kg|paquet 1 kg|1000|220|550|
Vanille gousses|Épicerie sèche|piece|sachet 25 gousses|25|4900|550|
Crème liquide 35 %|Produits laitiers et œufs|L|carton 6 × 1 L|6000|2350|550|milk
Crème épaisse 30 %|Produits laitiers et œufs|kg|pot 5 kg|5000|2290|550|milk
Lait entier|Produits laitiers et œufs|L|carton 6 × 1 L|6000|690|550|milk
Beurre doux|Produits laitiers et œufs|kg|carton 10 × 500 g|5000|4290|550|milk
Beurre demi-sel|Produits laitiers et œufs|kg|plaque 1 kg|1000|890|550|milk
Œufs frais calibre M|Produits laitiers et œufs|piece|plateau 30 œufs|30|690|550|eggs
Jaunes d'œufs liquides|Produits laitiers et œufs|L|brique 1 L|1000|990|550|eggs
Comté 18 mois|Produits laitiers et œufs|kg|meule 1/16 (2,5 kg)|2500|4490|550|milk
Emmental râpé|Produits laitiers et œufs|kg|sachet 1 kg|1000|890|550|milk
Parmesan Reggiano|Produits laitiers et œufs|kg|pointe 1 kg|1000|2490|550|milk
Chèvre bûche|Produits laitiers et œufs|kg|bûche 1 kg|1000|1290|550|milk
Mozzarella di bufala|Produits laitiers et œufs|kg|seau 8 × 125 g|1000|1590|550|milk
Mascarpone|Produits laitiers et œufs|kg|pot 500 g|500|490|550|milk
Yaourt nature|Produits laitiers et œufs|piece|carton 48 pots|48|1190|550|milk
Saumon fumé tranché|Poissons et fruits de mer|kg|plaque 1 kg|1000|3290|550|fish
Pavé de cabillaud|Poissons et fruits de mer|kg|colis 5 kg|5000|8490|550|fish
Filet de bar|Poissons et fruits de mer|kg|colis 3 kg|3000|6890|550|fish
Crevettes cuites 40/60|Poissons et fruits de mer|kg|colis 2 kg|2000|3390|550|crustaceans
Moules de bouchot|Poissons et fruits de mer|kg|sac 5 kg|5000|1890|550|molluscs
Noix de Saint-Jacques|Poissons et fruits de mer|kg|colis 1 kg|1000|5290|550|molluscs
Thon albacore longe|Poissons et fruits de mer|kg|longe 2 kg|2000|5590|550|fish
Frites surgelées 10 mm|Surgelés|kg|carton 4 × 2,5 kg|10000|1890|550|
Glace vanille|Surgelés|L|bac 5 L|5000|1990|550|milk,eggs
Sorbet citron|Surgelés|L|bac 5 L|5000|1890|550|
Pâte feuilletée pur beurre|Surgelés|kg|carton 10 × 500 g|5000|2590|550|gluten,milk
Petits pois surgelés|Surgelés|kg|sac 2,5 kg|2500|690|550|
Haricots verts extra-fins surgelés|Surgelés|kg|sac 2,5 kg|2500|890|550|
Baguette tradition|Boulangerie|piece|lot de 20|20|1900|550|gluten
Pain de campagne|Boulangerie|piece|lot de 6 (800 g)|6|1290|550|gluten
Pain burger brioché|Boulangerie|piece|carton 48 pains|48|1790|550|gluten,eggs,milk,sesame
Pain de mie|Boulangerie|piece|lot de 4|4|890|550|gluten,milk
Croissants crus surgelés|Boulangerie|piece|carton 60 pièces|60|2390|550|gluten,milk,eggs
Câpres|Condiments et sauces|kg|bocal 1 kg|1000|890|550|
Cornichons|Condiments et sauces|kg|bocal 2 kg|2000|890|550|
Olives noires|Condiments et sauces|kg|seau 2 kg|2000|1290|550|
Miel de fleurs|Épicerie sèche|kg|seau 1 kg|1000|1090|550|
Sirop d'érable|Épicerie sèche|L|bouteille 1 L|1000|1890|550|
Café en grains|Boissons sans alcool|kg|paquet 1 kg|1000|1890|550|
Thé noir|Boissons sans alcool|piece|boîte 100 sachets|100|990|550|
Infusion verveine|Boissons sans alcool|piece|boîte 100 sachets|100|890|550|
Chocolat en poudre|Boissons sans alcool|kg|boîte 1 kg|1000|790|550|milk
Film alimentaire|Épicerie sèche|piece|rouleau 300 m|1|1490|2000|
Papier cuisson|Épicerie sèche|piece|rouleau 50 m|1|690|2000|
`,
  boucher: `
Entrecôte de bœuf|Viandes|kg|pièce sous vide ~3 kg|3000|8690|550|
Faux-filet de bœuf|Viandes|kg|pièce sous vide ~3 kg|3000|7890|550|
Filet de bœuf|Viandes|kg|pièce ~2 kg|2000|8990|550|
Bavette d'aloyau|Viandes|kg|colis 2 kg|2000|3590|550|
Bœuf haché 15 %|Viandes|kg|colis 5 × 1 kg|5000|5490|550|
Steak haché 150 g|Viandes|piece|carton 40 pièces|40|4190|550|
Joue de bœuf|Viandes|kg|colis 3 kg|3000|4290|550|
Paleron de bœuf|Viandes|kg|colis 5 kg|5000|5990|550|
Os à moelle|Viandes|kg|colis 2 kg|2000|590|550|
Carré d'agneau|Viandes|kg|colis 2 kg|2000|5590|550|
Épaule d'agneau|Viandes|kg|pièce ~2 kg|2000|3190|550|
Souris d'agneau|Viandes|piece|carton 10 pièces|10|3690|550|
Côte de veau|Viandes|kg|colis 3 kg|3000|8290|550|
Blanquette de veau|Viandes|kg|colis 3 kg|3000|4990|550|
Tartare de bœuf préparé|Viandes|kg|barquette 1 kg|1000|1990|550|
Poitrine de porc fraîche|Viandes|kg|colis 3 kg|3000|2290|550|
Échine de porc|Viandes|kg|colis 3 kg|3000|2190|550|
Lardons fumés|Viandes|kg|sachet 1 kg|1000|890|550|
Jambon blanc supérieur|Viandes|kg|jambon ~5 kg|5000|5490|550|
Jambon de Bayonne tranché|Viandes|kg|barquette 500 g|500|1190|550|
Saucisse de Toulouse|Viandes|kg|colis 2 kg|2000|1990|550|
Andouillette AAAAA|Viandes|piece|carton 10 pièces|10|2390|550|sulphites
Boudin noir|Viandes|kg|colis 1 kg|1000|990|550|
Rillettes du Mans|Viandes|kg|pot 1 kg|1000|1290|550|
Terrine de campagne|Viandes|kg|terrine 1,5 kg|1500|1890|550|eggs
Foie gras de canard cru|Volailles|kg|lobe ~600 g|600|3690|550|
Magret de canard|Volailles|kg|colis 10 pièces (3,5 kg)|3500|6990|550|
Cuisse de canard confite|Volailles|piece|boîte 8 cuisses|8|3290|550|
Suprême de volaille fermière|Volailles|kg|colis 2 kg|2000|2590|550|
Poulet fermier entier|Volailles|piece|carton 6 poulets|6|5390|550|
Cuisses de poulet|Volailles|kg|colis 5 kg|5000|2990|550|
Graisse de canard|Volailles|kg|pot 1 kg|1000|790|550|
Pintade fermière|Volailles|piece|carton 4 pièces|4|3190|550|
Escalope de dinde|Volailles|kg|colis 2,5 kg|2500|2490|550|
`,
  primeur: `
Pommes de terre Agata|Fruits et légumes|kg|sac 25 kg|25000|1990|550|
Pommes de terre grenaille|Fruits et légumes|kg|sac 5 kg|5000|790|550|
Carottes|Fruits et légumes|kg|sac 10 kg|10000|990|550|
Oignons jaunes|Fruits et légumes|kg|sac 10 kg|10000|890|550|
Oignons rouges|Fruits et légumes|kg|sac 5 kg|5000|790|550|
Échalotes|Fruits et légumes|kg|sac 5 kg|5000|1490|550|
Ail|Fruits et légumes|kg|filet 1 kg|1000|690|550|
Poireaux|Fruits et légumes|kg|botte 5 kg|5000|1190|550|
Céleri-rave|Fruits et légumes|kg|colis 5 kg|5000|890|550|celery
Champignons de Paris|Fruits et légumes|kg|cagette 2 kg|2000|890|550|
Tomates grappe|Fruits et légumes|kg|cagette 6 kg|6000|1790|550|
Tomates cerises|Fruits et légumes|kg|barquette 1 kg|1000|690|550|
Courgettes|Fruits et légumes|kg|cagette 5 kg|5000|1090|550|
Aubergines|Fruits et légumes|kg|cagette 5 kg|5000|1290|550|
Poivrons rouges|Fruits et légumes|kg|cagette 5 kg|5000|1590|550|
Salade batavia|Fruits et légumes|piece|cagette 12 pièces|12|1190|550|
Mesclun|Fruits et légumes|kg|barquette 1 kg|1000|990|550|
Roquette|Fruits et légumes|kg|barquette 500 g|500|690|550|
Mâche|Fruits et légumes|kg|barquette 500 g|500|790|550|
Épinards frais|Fruits et légumes|kg|cagette 2 kg|2000|890|550|
Haricots verts frais|Fruits et légumes|kg|cagette 3 kg|3000|1290|550|
Concombre|Fruits et légumes|piece|cagette 12 pièces|12|890|550|
Avocats|Fruits et légumes|piece|plateau 20 pièces|20|1690|550|
Citrons jaunes|Fruits et légumes|kg|cagette 5 kg|5000|1190|550|
Citrons verts|Fruits et légumes|kg|cagette 2 kg|2000|790|550|
Oranges à jus|Fruits et légumes|kg|cagette 10 kg|10000|1690|550|
Pommes Golden|Fruits et légumes|kg|cagette 6 kg|6000|1090|550|
Poires Williams|Fruits et légumes|kg|cagette 5 kg|5000|1190|550|
Fraises|Fruits et légumes|kg|plateau 2 kg|2000|1390|550|
Framboises|Fruits et légumes|kg|plateau 12 × 125 g|1500|2190|550|
Bananes|Fruits et légumes|kg|carton 5 kg|5000|990|550|
Persil plat|Fruits et légumes|piece|botte de 10|10|690|550|
Ciboulette|Fruits et légumes|piece|botte de 10|10|790|550|
Thym frais|Fruits et légumes|piece|botte de 10|10|690|550|
Basilic|Fruits et légumes|piece|botte de 10|10|890|550|
Estragon|Fruits et légumes|piece|botte de 10|10|890|550|
Menthe fraîche|Fruits et légumes|piece|botte de 10|10|790|550|
Gingembre frais|Fruits et légumes|kg|cagette 1 kg|1000|590|550|
Betteraves cuites|Fruits et légumes|kg|sachet 2,5 kg|2500|590|550|
Radis|Fruits et légumes|piece|cagette 12 bottes|12|990|550|
`,
  boissons: `
Eau minérale plate 50 cl|Boissons sans alcool|piece|pack 24 × 50 cl|24|790|550|
Eau minérale plate 1 L|Boissons sans alcool|piece|carton 12 × 1 L|12|890|550|
Eau gazeuse 50 cl|Boissons sans alcool|piece|pack 24 × 50 cl|24|990|550|
Eau gazeuse 1 L|Boissons sans alcool|piece|carton 12 × 1 L|12|1090|550|
Cola 33 cl|Boissons sans alcool|piece|pack 24 × 33 cl|24|1390|550|
Cola zéro 33 cl|Boissons sans alcool|piece|pack 24 × 33 cl|24|1390|550|
Limonade artisanale 33 cl|Boissons sans alcool|piece|carton 24 × 33 cl|24|1790|550|
Thé glacé pêche 33 cl|Boissons sans alcool|piece|pack 24 × 33 cl|24|1490|550|
Jus d'orange 1 L|Boissons sans alcool|L|carton 6 × 1 L|6000|1290|550|
Jus de pomme 1 L|Boissons sans alcool|L|carton 6 × 1 L|6000|1090|550|
Sirop de grenadine|Boissons sans alcool|L|bouteille 1 L|1000|490|550|
Sirop de menthe|Boissons sans alcool|L|bouteille 1 L|1000|490|550|
Bière blonde pression|Bières|L|fût 30 L|30000|8990|2000|gluten
Bière blanche pression|Bières|L|fût 20 L|20000|7290|2000|gluten
Bière IPA 33 cl|Bières|piece|carton 24 × 33 cl|24|3290|2000|gluten
Bière sans alcool 33 cl|Bières|piece|carton 24 × 33 cl|24|2190|550|gluten
Côtes-du-Rhône rouge|Vins et alcools|piece|carton 6 × 75 cl|6|3890|2000|sulphites
Bordeaux supérieur rouge|Vins et alcools|piece|carton 6 × 75 cl|6|4990|2000|sulphites
Saint-Émilion grand cru|Vins et alcools|piece|carton 6 × 75 cl|6|11490|2000|sulphites
Beaujolais-Villages|Vins et alcools|piece|carton 6 × 75 cl|6|4290|2000|sulphites
Sancerre blanc|Vins et alcools|piece|carton 6 × 75 cl|6|8490|2000|sulphites
Chablis|Vins et alcools|piece|carton 6 × 75 cl|6|8990|2000|sulphites
Muscadet sur lie|Vins et alcools|piece|carton 6 × 75 cl|6|3490|2000|sulphites
Rosé de Provence|Vins et alcools|piece|carton 6 × 75 cl|6|5190|2000|sulphites
Champagne brut|Vins et alcools|piece|carton 6 × 75 cl|6|14990|2000|sulphites
Crémant de Loire|Vins et alcools|piece|carton 6 × 75 cl|6|5490|2000|sulphites
Vin rouge de cuisine|Vins et alcools|L|cubi 10 L|10000|2490|2000|sulphites
Vin blanc de cuisine|Vins et alcools|L|cubi 10 L|10000|2390|2000|sulphites
Cognac VS|Vins et alcools|L|bouteille 70 cl|700|2590|2000|
Calvados|Vins et alcools|L|bouteille 70 cl|700|2290|2000|
Pastis|Vins et alcools|L|bouteille 1 L|1000|1890|2000|
Gin|Vins et alcools|L|bouteille 70 cl|700|2190|2000|
Rhum ambré|Vins et alcools|L|bouteille 70 cl|700|2090|2000|
Vodka|Vins et alcools|L|bouteille 70 cl|700|1790|2000|
Whisky blended|Vins et alcools|L|bouteille 70 cl|700|2290|2000|
Porto rouge|Vins et alcools|L|bouteille 75 cl|750|1190|2000|sulphites
Crème de cassis|Vins et alcools|L|bouteille 70 cl|700|1190|2000|
Tonic 20 cl|Boissons sans alcool|piece|carton 24 × 20 cl|24|1590|550|
`,
};
