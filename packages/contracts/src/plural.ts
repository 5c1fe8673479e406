const rules = new Intl.PluralRules('fr-FR');
const numbers = new Intl.NumberFormat('fr-FR');

/**
 * A count with its noun in the right French form: `plural(0, 'produit', 'produits')` → "0 produit",
 * `plural(2, …)` → "2 produits", `plural(1500, …)` → "1 500 produits". French keeps 0 and 1 singular
 * (Intl.PluralRules says which form a count takes, "many" included).
 */
export const plural = (count: number, one: string, other: string) =>
  `${numbers.format(count)} ${rules.select(count) === 'one' ? one : other}`;
