/** French labels of the fields of stock: providers, products, orders (stock*.ts), collected into `fieldLabels` (errors.ts). */
export const stockLabels = {
  address: 'adresse',
  delivery_days: 'jours de livraison',
  lead_time_days: 'délai de livraison',
  minimum_order_cents: 'minimum de commande',
  provider_id: 'fournisseur',
  unit: 'unité de stock',
  package_label: 'conditionnement',
  package_base_quantity: 'contenance du conditionnement',
  package_price_cents: 'prix HT du conditionnement',
  reference: 'référence',
  archived: 'archivé',
} satisfies Record<string, string>;
