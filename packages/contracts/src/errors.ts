import { z } from 'zod';

/** French labels of the fields the API and the forms validate: "Le champ {label} est obligatoire". */
export const fieldLabels: Record<string, string> = {
  email: 'e-mail',
  password: 'mot de passe',
  first_name: 'prénom',
  last_name: 'nom',
  name: 'nom',
  restaurant_name: 'nom du restaurant',
  legal_name: 'raison sociale',
  siret: 'SIRET',
  vat_number: 'numéro de TVA',
  address_line: 'adresse',
  postal_code: 'code postal',
  city: 'ville',
  phone: 'téléphone',
  module_codes: 'modules',
  recurring: 'périodicité',
  restaurant_id: 'restaurant',
  affiliate_code: 'code affilié',
  page: 'page',
  per_page: 'nombre par page',
  order: 'ordre',
  search: 'recherche',
  sort: 'tri',
  color: 'couleur',
  rate_on_spot_bp: 'taux sur place',
  rate_takeaway_bp: 'taux à emporter',
  rate_delivery_bp: 'taux en livraison',
  position: 'position',
  min_choices: 'minimum de choix',
  max_choices: 'maximum de choix',
  values: 'valeurs',
  price_delta_cents: 'supplément',
  description: 'description',
  category_id: 'catégorie',
  tax_id: 'taxe',
  tag_ids: 'étiquettes',
  option_group_ids: "groupes d'options",
  price_on_spot_cents: 'prix sur place',
  price_takeaway_cents: 'prix à emporter',
  price_delivery_cents: 'prix en livraison',
  allergens: 'allergènes',
  available: 'disponible',
  sku: 'référence (SKU)',
  barcode: 'code-barres',
  title: 'titre',
  products: 'produits',
  product_id: 'produit',
  supplement_cents: 'supplément',
  active: 'actif',
  steps: 'étapes',
  hours: 'horaires',
  weekday: 'jour',
  closed: 'fermé',
  ranges: 'plages horaires',
  start: 'heure de début',
  end: 'heure de fin',
  tag_id: 'étiquette',
};

export const requiredMessage = (label: string) => `Le champ ${label} est obligatoire`;

export const labelFor = (path: readonly PropertyKey[] | undefined): string => {
  const key = [...(path ?? [])].reverse().find((p) => typeof p === 'string') as string | undefined;
  return key ? (fieldLabels[key] ?? key) : 'valeur';
};

type Issue = z.core.$ZodRawIssue;

/** French messages for zod issues; the same map runs on the server and in the browser forms. */
export const frenchIssueMessage = (issue: Issue): string => {
  const label = labelFor(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return requiredMessage(label);
      return `Le champ ${label} n'a pas le bon format`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return requiredMessage(label);
      if (issue.origin === 'string') return `Le champ ${label} doit contenir au moins ${issue.minimum} caractères`;
      if (issue.origin === 'array') return `Le champ ${label} doit contenir au moins ${issue.minimum} élément(s)`;
      return `Le champ ${label} doit être supérieur ou égal à ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `Le champ ${label} doit contenir au plus ${issue.maximum} caractères`;
      if (issue.origin === 'array') return `Le champ ${label} doit contenir au plus ${issue.maximum} élément(s)`;
      return `Le champ ${label} doit être inférieur ou égal à ${issue.maximum}`;
    case 'invalid_format':
      if (issue.format === 'email') return `Le champ ${label} doit être une adresse e-mail valide`;
      if (issue.format === 'uuid') return `Le champ ${label} doit être un identifiant valide`;
      return `Le champ ${label} n'a pas le bon format`;
    case 'invalid_value':
      // zod 4 reports a missing enum/literal as invalid_value, not invalid_type
      if (issue.input === undefined || issue.input === null) return requiredMessage(label);
      return `Le champ ${label} a une valeur non autorisée`;
    case 'unrecognized_keys':
      return `Champ(s) non autorisé(s) : ${issue.keys.join(', ')}`;
    default:
      return `Le champ ${label} est invalide`;
  }
};

z.config({ customError: (issue) => issue.message ?? frenchIssueMessage(issue as Issue) });

/** Flatten zod issues into { "a.b": "message" } for the error envelope and the forms. */
export const issuesToFields = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
};

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
