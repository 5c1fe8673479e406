import { z } from 'zod';
import { adminLabels } from './admin-labels';
import { analyticsLabels } from './analytics-labels';
import { caisseLabels } from './caisse-labels';
import { haccpLabels } from './haccp-labels';
import { musicLabels } from './music-labels';
import { plural } from './plural';
import { pnlLabels } from './pnl-labels';
import { stockLabels } from './stock-labels';

/** French labels of the fields every module shares (accounts, registration, paging, names and descriptions). */
const sharedLabels = {
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
} satisfies Record<string, string>;

/**
 * The labels of every field, collected from each module's labels declared beside its schemas (`<module>-labels.ts`).
 * A field named alike in two modules must read alike in both: a second, different label stops at load.
 */
export const collectLabels = (...maps: Record<string, string>[]): Record<string, string> => {
  const all: Record<string, string> = {};
  for (const map of maps)
    for (const [key, label] of Object.entries(map)) {
      if (key in all && all[key] !== label) throw new Error(`Libellé du champ ${key} déclaré deux fois : ${all[key]} / ${label}`);
      all[key] = label;
    }
  return all;
};

/** French labels of the fields the API and the forms validate: "Le champ {label} est obligatoire". */
export const fieldLabels: Record<string, string> = collectLabels(
  sharedLabels,
  haccpLabels,
  adminLabels,
  caisseLabels,
  stockLabels,
  musicLabels,
  pnlLabels,
  analyticsLabels,
);

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
