import { z } from 'zod';
import { plural } from './plural';

/** French labels of the fields the API and the forms validate: "Le champ {label} est obligatoire". */
export const fieldLabels: Record<string, string> = {
  email: 'e-mail',
  password: 'mot de passe',
  current_password: 'mot de passe actuel',
  new_password: 'nouveau mot de passe',
  password_confirmation: 'confirmation du mot de passe',
  token: 'lien',
  first_name: 'prénom',
  access: 'accès',
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
  q: 'recherche',
  sort: 'tri',
  logo_url: 'logo',
  primary_color: 'couleur principale',
  royalty_rate_bp: 'taux de redevance',
  advertising_rate_bp: 'taux de redevance publicitaire',
  user_ids: 'franchiseurs',
  code_name: 'code du module',
  title: 'titre',
  description: 'description',
  monthly_price_cents: 'prix mensuel',
  position: 'position',
  kind: 'type',
  // HACCP
  temperature_c: 'température',
  min_c: 'limite basse',
  max_c: 'limite haute',
  readings_per_day: 'relevés par jour',
  equipment_id: 'équipement',
  corrective_action: 'action corrective',
  correction_reason: 'motif de la correction',
  recorded_at: 'heure du relevé',
  chilled_c: 'température des produits frais',
  frozen_c: 'température des surgelés',
  refusal_reason: 'motif du refus',
  packaging_ok: 'emballages',
  dlc_ok: 'DLC des produits',
  health_mark_ok: 'estampille sanitaire',
  accepted: 'décision',
  polar_percent: 'composés polaires',
  oil_c: "température de l'huile",
  fryer: 'friteuse',
  started_at: 'début',
  ended_at: 'fin',
  start_c: 'température de début',
  end_c: 'température de fin',
  lot: 'lot',
  dlc: 'DLC',
  secondary_dlc: 'DLC secondaire',
  opened_on: "date d'ouverture",
  product: 'produit',
  provider: 'fournisseur',
  comment: 'commentaire',
  note: 'note',
  step: 'étape',
  mode: 'mode',
  zone: 'zone',
  task: 'tâche',
  frequency: 'fréquence',
  done_by: 'réalisé par',
  cleaning_task_id: 'tâche de nettoyage',
  template_id: 'checklist',
  items: 'points à contrôler',
  answers: 'réponses',
  moment: 'moment',
  contact_name: 'nom du contact',
  api_settings: 'paramètres API',
  commission_rate_bp: 'taux de commission',
  brand: 'marque',
  model: 'modèle',
  price_cents: 'prix',
  mark_id: 'marque',
  naf_code: 'code NAF',
  country: 'pays',
  timezone: 'fuseau horaire',
  currency: 'devise',
  day_change_hour: 'heure de changement de journée',
  opening_hours: 'horaires d’ouverture',
  seats: 'nombre de couverts',
  category: 'catégorie',
  fitfit_module_id: 'module',
  starts_on: 'date de début',
  ends_on: 'date de fin',
  price_cents_override: 'prix spécifique',
  hardware_id: 'matériel',
  label: 'libellé',
  serial_number: 'numéro de série',
  installed_on: "date d'installation",
  module: 'module',
  subscribed: 'abonné',
  permissions: 'permissions',
  role_id: 'rôle',
  pin: 'code PIN',
  active: 'actif',
  role: 'rôle',
  restaurant_ids: 'restaurants',
  mark_ids: 'marques',
  sponsor_type: 'type de parrain',
  only_soft_deleted: 'supprimés uniquement',
  only_subscribed: 'abonnés uniquement',
  period: 'période',
  terminal_number: 'numéro du terminal',
  lines: 'lignes',
  quantity: 'quantité',
  unit_price_cents: 'prix unitaire',
  vat_rate_bp: 'taux de TVA',
  discount_cents: 'remise',
  offered: 'offert',
  payments: 'paiements',
  amount_cents: 'montant',
  method: 'moyen de paiement',
  covers: 'couverts',
  table: 'table',
  pos_user_id: 'utilisateur caisse',
  customer_id: 'client',
  customer_email: 'e-mail du client',
  opened_at: "heure d'ouverture",
  closed_at: 'heure de fermeture',
  occurred_at: 'date du mouvement',
  total_ttc_cents: 'total TTC',
  vat: 'TVA',
  reason: 'motif',
  counted_cash_cents: 'espèces comptées',
  variance_reason: "motif de l'écart",
  menu_id: 'menu',
  option_value_id: 'option',
  tickets: 'tickets',
  source: 'source',
  type: 'type de commande',
  from: 'date de début',
  to: 'date de fin',
  status: 'statut',
  color: 'couleur',
  rate_on_spot_bp: 'taux sur place',
  rate_takeaway_bp: 'taux à emporter',
  rate_delivery_bp: 'taux en livraison',
  min_choices: 'minimum de choix',
  max_choices: 'maximum de choix',
  values: 'valeurs',
  price_delta_cents: 'supplément',
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
  products: 'produits',
  product_id: 'produit',
  supplement_cents: 'supplément',
  steps: 'étapes',
  hours: 'horaires',
  weekday: 'jour',
  closed: 'fermé',
  ranges: 'plages horaires',
  start: 'heure de début',
  end: 'heure de fin',
  tag_id: 'étiquette',
  birthday: 'anniversaire',
  company: 'société',
  loyalty_points: 'points de fidélité',
  notes: 'notes',
  marketing_consent: 'consentement marketing',
  csv: 'fichier CSV',
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
  artist: 'artiste',
  album: 'album',
  genre: 'genre',
  duration_ms: 'durée',
  mood: 'moment',
  song_ids: 'musiques',
  publish_to_all: 'publication',
  section: 'rubrique',
  month: 'mois',
  rate_bp: 'pourcentage',
  opening_balance_cents: 'solde d’ouverture',
  opening_balance_on: 'date du solde d’ouverture',
  vat_regime: 'régime de TVA',
  line: 'ligne',
  view: 'vue',
  compare_from: 'début de la période comparée',
  compare_to: 'fin de la période comparée',
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
      if (issue.origin === 'array')
        return `Le champ ${label} doit contenir au moins ${plural(Number(issue.minimum), 'élément', 'éléments')}`;
      return `Le champ ${label} doit être supérieur ou égal à ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `Le champ ${label} doit contenir au plus ${issue.maximum} caractères`;
      if (issue.origin === 'array')
        return `Le champ ${label} doit contenir au plus ${plural(Number(issue.maximum), 'élément', 'éléments')}`;
      return `Le champ ${label} doit être inférieur ou égal à ${issue.maximum}`;
    case 'invalid_format':
      if (issue.format === 'email') return `Le champ ${label} doit être une adresse e-mail valide`;
      // an empty select sends '': it is a missing choice, not a malformed identifier
      if (issue.format === 'uuid') return issue.input === '' ? requiredMessage(label) : `Le champ ${label} doit être un identifiant valide`;
      return `Le champ ${label} n'a pas le bon format`;
    case 'invalid_value':
      // zod 4 reports a missing enum/literal as invalid_value, not invalid_type
      if (issue.input === undefined || issue.input === null) return requiredMessage(label);
      return `Le champ ${label} a une valeur non autorisée`;
    case 'unrecognized_keys':
      return `${issue.keys.length > 1 ? 'Champs non autorisés' : 'Champ non autorisé'} : ${issue.keys.join(', ')}`;
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
