import { FOOD_TAX_NAME, type Tax } from '@fitfit/contracts';
import { Group, Select, SimpleGrid, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { formatRate } from '../../../lib/format';
import { MoneyInput } from '../../../ui/inputs';
import { useTaxesLookup } from '../api';
import { FrenchTaxesButton, useNoTax } from './FrenchTaxes';

const priceFields = ['price_on_spot_cents', 'price_takeaway_cents', 'price_delivery_cents'] as const;
type PriceField = (typeof priceFields)[number];

interface Props {
  /** The form's `getInputProps`, for the three prices. */
  inputProps(field: PriceField): GetInputPropsReturnType;
  taxId: string;
  taxError: ReactNode;
  onTaxChange(taxId: string): void;
  /** Labels of the three prices: on spot, takeaway, delivery. */
  labels: readonly [string, string, string];
}

/** The food rate first (the usual choice), then the others from the lowest on-site rate, so "Alcool" comes last. */
export const taxesInChoiceOrder = (taxes: readonly Tax[]) =>
  [...taxes].sort(
    (x, y) =>
      Number(y.name === FOOD_TAX_NAME) - Number(x.name === FOOD_TAX_NAME) ||
      x.rate_on_spot_bp - y.rate_on_spot_bp ||
      x.name.localeCompare(y.name, 'fr'),
  );
const taxLabel = (t: Tax) =>
  `${t.name} — sur place ${formatRate(t.rate_on_spot_bp)} · à emporter ${formatRate(t.rate_takeaway_bp)} · livraison ${formatRate(t.rate_delivery_bp)}`;

/** Price per order type and VAT rate of a dish or a menu; offers the French rates when there is none. */
export function PricesAndTaxFields({ inputProps, taxId, taxError, onTaxChange, labels }: Props) {
  const taxes = useTaxesLookup();
  const noTax = useNoTax();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {priceFields.map((field, i) => (
          <MoneyInput key={field} label={labels[i]} withAsterisk {...inputProps(field)} />
        ))}
      </SimpleGrid>
      <Select
        mt="sm"
        label="Taxe"
        withAsterisk
        placeholder="Choisir un taux de TVA"
        description="Taux appliqués sur place / à emporter / en livraison"
        data={taxesInChoiceOrder(taxes.data ?? []).map((t) => ({ value: t.id, label: taxLabel(t) }))}
        allowDeselect={false}
        value={taxId || null}
        onChange={(v) => onTaxChange(v ?? '')}
        error={taxError}
      />
      {noTax && (
        <Group mt="xs" gap="sm">
          <Text size="sm">Aucun taux de TVA : ajoutez les taux français</Text>
          <FrenchTaxesButton onAdded={(added) => onTaxChange(added[0]?.id ?? '')} />
        </Group>
      )}
    </>
  );
}
