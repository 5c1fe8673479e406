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
        data={(taxes.data ?? []).map((t) => ({
          value: t.id,
          label: `${t.name} (${formatRate(t.rate_on_spot_bp)} / ${formatRate(t.rate_takeaway_bp)} / ${formatRate(t.rate_delivery_bp)})`,
        }))}
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
