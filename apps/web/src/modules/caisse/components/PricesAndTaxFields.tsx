import { Group, Select, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTaxesLookup } from '../api';
import { EuroInput, formatRate } from './common';
import { FrenchTaxesButton, useNoTax } from './FrenchTaxes';

export interface PricesAndTax {
  price_on_spot_cents: number;
  price_takeaway_cents: number;
  price_delivery_cents: number;
  tax_id: string;
}
type PriceField = Exclude<keyof PricesAndTax, 'tax_id'>;
const priceFields = ['price_on_spot_cents', 'price_takeaway_cents', 'price_delivery_cents'] as const;

interface Props {
  values: PricesAndTax;
  errors: Partial<Record<string, ReactNode>>;
  onPriceChange(field: PriceField, cents: number): void;
  onTaxChange(taxId: string): void;
  /** Labels of the three prices: on spot, takeaway, delivery. */
  labels: readonly [string, string, string];
}

/** Price per order type and VAT rate of a dish or a menu; offers the French rates when there is none. */
export function PricesAndTaxFields({ values, errors, onPriceChange, onTaxChange, labels }: Props) {
  const taxes = useTaxesLookup();
  const noTax = useNoTax();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {priceFields.map((field, i) => (
          <EuroInput
            key={field}
            label={labels[i]}
            withAsterisk
            value={values[field]}
            onChange={(cents: number) => onPriceChange(field, cents)}
            error={errors[field]}
          />
        ))}
      </SimpleGrid>
      <Select
        mt="sm"
        label="Taxe"
        withAsterisk
        placeholder="Choisir un taux de TVA"
        data={(taxes.data ?? []).map((t) => ({
          value: t.id,
          label: `${t.name} (${formatRate(t.rate_on_spot_bp)} / ${formatRate(t.rate_takeaway_bp)} / ${formatRate(t.rate_delivery_bp)})`,
        }))}
        value={values.tax_id || null}
        onChange={(v) => onTaxChange(v ?? '')}
        error={errors.tax_id}
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
