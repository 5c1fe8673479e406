import {
  COUNTING_VARIANCE_THRESHOLD_CENTS,
  type Counting,
  countedCents,
  denominationLabel,
  euroDenominations,
  type Funds,
} from '@fitfit/contracts';
import { Group, Select, SimpleGrid, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatMoney } from '../../../../lib/format';
import { FormModal } from '../../../../ui/FormModal';
import { QuantityInput } from '../../../../ui/inputs';
import { useEditor } from '../../../../ui/useEditor';
import { alertColor } from '../../components/ledger/common';
import { formatLongDay } from '../../components/ledger/days';
import type { BankingApi } from '../api';

type Values = { target: string; business_date: string; counts: Record<string, number | string>; variance_reason: string };
const SAFE = 'safe';

const denominations = (counts: Values['counts']) =>
  Object.fromEntries(Object.entries(counts).flatMap(([k, v]) => (Number(v) > 0 ? [[k, Number(v)]] : [])));

/** A counting of a register or the safe, coin by coin and note by note, against what is expected now. */
export const useCountingEditor = (banking: BankingApi) =>
  useEditor<Values, Counting>({
    validate: (v) => (v.target ? {} : { target: 'Choisissez ce que vous comptez' }),
    empty: { target: '', business_date: '', counts: {}, variance_reason: '' },
    toValues: () => ({ target: '', business_date: '', counts: {}, variance_reason: '' }),
    save: (v) =>
      banking.count({
        place: v.target === SAFE ? 'safe' : 'register',
        register_id: v.target === SAFE ? null : v.target,
        // the day whose closing takes this counting (empty: the API's default, the oldest unclosed day)
        ...(v.business_date ? { business_date: v.business_date } : {}),
        denominations: denominations(v.counts),
        variance_reason: v.variance_reason,
      }),
    created: (saved) => `Comptage enregistré : ${formatMoney(saved.counted_cents)} compté, écart de ${formatMoney(saved.variance_cents)}`,
    updated: '',
    affects: [banking.all],
  });

export function CountingModal({
  banking,
  editor,
  funds,
}: {
  banking: BankingApi;
  editor: ReturnType<typeof useCountingEditor>;
  funds?: Funds;
}) {
  const { form } = editor;
  const target = form.values.target;
  const expected = useQuery({
    queryKey: [...banking.all, 'expected', target],
    queryFn: () => banking.expected(target === SAFE ? 'safe' : 'register', target === SAFE ? undefined : target),
    enabled: editor.opened && Boolean(target),
  });
  const days = useQuery({ queryKey: [...banking.all, 'counting-days'], queryFn: banking.countingDays, enabled: editor.opened });
  const { setFieldValue } = form;
  const chosenDay = form.values.business_date;
  useEffect(() => {
    if (editor.opened && days.data && !chosenDay) setFieldValue('business_date', days.data.default_date);
  }, [editor.opened, days.data, chosenDay, setFieldValue]);
  const counted = countedCents(denominations(form.values.counts));
  const variance = expected.data ? counted - expected.data.expected_cents : null;
  const needsReason = variance !== null && Math.abs(variance) > COUNTING_VARIANCE_THRESHOLD_CENTS;
  const places = [
    ...(funds?.cash_places ?? [])
      .filter((p) => p.place === 'register' && p.register_id)
      .map((p) => ({ value: p.register_id as string, label: p.label })),
    { value: SAFE, label: 'Coffre' },
  ];
  return (
    <FormModal editor={editor} title="Nouveau comptage" submitLabel="Enregistrer le comptage" size="xl">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Compter" placeholder="Une caisse ou le coffre" withAsterisk data={places} {...form.getInputProps('target')} />
        <Select
          label="Journée"
          description="La clôture de cette journée reprend le comptage"
          allowDeselect={false}
          data={(days.data?.dates ?? []).map((d) => ({ value: d, label: formatLongDay(d) }))}
          {...form.getInputProps('business_date')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="xs">
        {euroDenominations.map((value) => (
          <QuantityInput key={value} label={denominationLabel(value)} size="xs" {...form.getInputProps(`counts.${value}`)} />
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Text size="sm">
          Attendu : <b>{expected.data ? formatMoney(expected.data.expected_cents) : '—'}</b>
        </Text>
        <Text size="sm">
          Compté : <b>{formatMoney(counted)}</b>
        </Text>
        <Text size="sm">
          Écart : <b>{variance === null ? '—' : formatMoney(variance)}</b>
        </Text>
      </Group>
      {needsReason && (
        <Text size="sm" fw={600} style={{ color: alertColor }} role="status">
          Écart au-delà de 5,00 € : indiquez le motif de l'écart avant d'enregistrer.
        </Text>
      )}
      <Textarea
        label="Motif de l'écart"
        withAsterisk={needsReason}
        maxLength={500}
        autosize
        minRows={2}
        {...form.getInputProps('variance_reason')}
      />
    </FormModal>
  );
}
