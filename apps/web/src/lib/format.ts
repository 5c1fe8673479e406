/** Money from integer cents (SPEC §9): one implementation with the server's, in contracts. */
export { formatMoney } from '@fitfit/contracts';

/** Initials from the first two words (SPEC §9): "Julien Moreau" → "JM". */
export const initials = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/** Card numbers grouped by 4 digits (SPEC §9): "4970101234567890" → "4970 1012 3456 7890". */
export const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();

export const fullName = (user: { first_name: string; last_name: string }) => `${user.first_name} ${user.last_name}`.trim();

/** A rate from basis points (SPEC §9): 550 → "5,5 %", 525 → "5,25 %". */
export const formatRate = (bp: number) => `${(bp / 100).toLocaleString('fr-FR', { maximumFractionDigits: 2 })} %`;
