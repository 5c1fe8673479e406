/** French labels of the fields of the analyses (caisse-analytics.ts), collected into `fieldLabels` (errors.ts). */
export const analyticsLabels = {
  view: 'vue',
  compare_from: 'début de la période comparée',
  compare_to: 'fin de la période comparée',
} satisfies Record<string, string>;
