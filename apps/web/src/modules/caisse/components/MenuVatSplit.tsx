import { lineVatSplit, type Product, type Tax } from '@fitfit/contracts';
import { Alert, List, Text } from '@mantine/core';
import { IconReceiptTax } from '@tabler/icons-react';
import { formatMoney, formatRate } from '../../../lib/format';

type StepValues = { title: string; products: { product_id: string }[] };

/** A product's on-site VAT rate (the rate the split example uses), from its tax. */
export const onSpotRate = (product: Product | undefined, taxes: Map<string, Tax>) =>
  product ? taxes.get(product.tax_id)?.rate_on_spot_bp : undefined;

/**
 * What the terminals will do with a formule whose choices carry different VAT rates (PRODUCT §3.1): split its
 * price between the rates in proportion to the choices' own prices. Shown with the first choice of each step,
 * on site, so that the owner sees the rates before a ticket does.
 */
export function MenuVatSplit({
  steps,
  priceCents,
  products,
  taxes,
}: {
  steps: StepValues[];
  priceCents: number | undefined;
  products: Map<string, Product>;
  taxes: Map<string, Tax>;
}) {
  const rates = new Set(
    steps.flatMap((s) => s.products.map((p) => onSpotRate(products.get(p.product_id), taxes))).filter((r) => r !== undefined),
  );
  if (rates.size < 2) return null;
  const firsts = steps.map((s) => products.get(s.products[0]?.product_id ?? '')).filter((p): p is Product => p !== undefined);
  const choices = firsts.map((p) => ({ unit_price_cents: p.price_on_spot_cents, vat_rate_bp: onSpotRate(p, taxes) ?? 0 }));
  const total = priceCents ?? 0;
  const split = lineVatSplit({ quantity: 1, unit_price_cents: total, choices }, total);
  return (
    <Alert role="note" color="blue" variant="light" icon={<IconReceiptTax size={18} />} title="TVA ventilée entre plusieurs taux">
      <Text size="sm">
        Les choix de cette formule ont des taux différents (
        {[...rates]
          .sort((a, b) => a - b)
          .map(formatRate)
          .join(', ')}
        ) : sur le ticket, son prix est réparti entre les taux en proportion du prix de chaque choix. Par exemple, sur place avec{' '}
        {firsts.map((p) => `« ${p.name} »`).join(', ')} :
      </Text>
      <List size="sm" mt={4} aria-label="Ventilation de la TVA">
        {split.map((s) => (
          <List.Item key={s.rate_bp}>
            TVA {formatRate(s.rate_bp)} : {formatMoney(s.ttc_cents)} TTC
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
