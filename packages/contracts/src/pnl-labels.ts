/** French labels of the fields of the P&L (pnl.ts), collected into `fieldLabels` (errors.ts). */
export const pnlLabels = {
  section: 'rubrique',
  month: 'mois',
  rate_bp: 'pourcentage',
  opening_balance_cents: 'solde d’ouverture',
  opening_balance_on: 'date du solde d’ouverture',
  vat_regime: 'régime de TVA',
  line: 'ligne',
} satisfies Record<string, string>;
