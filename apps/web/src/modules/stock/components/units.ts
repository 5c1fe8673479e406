import { baseUnitsPer, type StockUnit, stockUnitLabels } from '@fitfit/contracts';
import { formatMoney } from '../../../lib/format';

const number = (n: number) => n.toLocaleString('fr-FR', { maximumFractionDigits: 3 });

/** A quantity in base units (g, mL, pieces) written in its stock unit: 6000 mL → "6 L", 30 → "30 pièces". */
export const quantityText = (base: number, unit: StockUnit) => {
  const value = base / baseUnitsPer[unit];
  if (unit === 'piece') return `${number(value)} ${Math.abs(value) >= 2 ? 'pièces' : 'pièce'}`;
  return `${number(value)} ${stockUnitLabels[unit]}`;
};

/** "3,92 €/L", "0,23 €/pièce". */
export const unitPriceText = (cents: number, unit: StockUnit) => `${formatMoney(cents)}/${stockUnitLabels[unit]}`;

/** Red text that keeps AA contrast in both themes (a variance, a price change, an error). */
export const alertTextColor = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))';
