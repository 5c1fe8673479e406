import { checkReception, type ReceptionRecord, receptionInputs } from '@fitfit/contracts';
import { Button, Group, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { usePagedList } from '../../../ui/usePagedList';
import { haccpResources } from '../api';
import { CelsiusInput } from '../components/DecimalInput';
import { RecordList } from '../components/RecordList';
import { RecordFormModal, useRecordEditor } from '../components/recordEditor';
import { VerdictAlert } from '../components/Verdict';

/** The checks and the decision start unanswered (null): whoever receives says each one (issue 24, rule 4). */
type Fields = {
  provider: string;
  products: string;
  chilled_c: number | undefined;
  frozen_c: number | undefined;
  packaging_ok: boolean | null;
  dlc_ok: boolean | null;
  health_mark_ok: boolean | null;
  accepted: boolean | null;
  refusal_reason: string;
};
type Answer = 'packaging_ok' | 'dlc_ok' | 'health_mark_ok' | 'accepted';
const celsius = (v: number | null) => (v == null ? '—' : `${String(v).replace('.', ',')} °C`);
const answered = (v: Fields) =>
  v.packaging_ok != null && v.dlc_ok != null && v.health_mark_ok != null && v.accepted != null
    ? { packaging_ok: v.packaging_ok, dlc_ok: v.dlc_ok, health_mark_ok: v.health_mark_ok, accepted: v.accepted }
    : null;

/** A yes/no question with no answer until one is chosen (radios, large enough for a finger). */
const YesNo = ({
  form,
  field,
  label,
  yes,
  no,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the reception form, whose values include the header's
  form: UseFormReturnType<any>;
  field: Answer;
  label: string;
  yes: string;
  no: string;
}) => {
  const value = form.values[field] as boolean | null;
  return (
    <Radio.Group
      label={label}
      withAsterisk
      value={value == null ? null : value ? 'yes' : 'no'}
      onChange={(v) => form.setFieldValue(field, v === 'yes')}
      error={form.errors[field]}
    >
      <Group mt={6} gap="xl">
        <Radio size="md" value="yes" label={yes} />
        <Radio size="md" value="no" label={no} />
      </Group>
    </Radio.Group>
  );
};

export default restaurantPage(function Receptions({ restaurantId }) {
  const haccp = haccpResources(restaurantId);
  const list = usePagedList<ReceptionRecord>(haccp.receptions, { sort: 'recorded_at' });
  const editor = useRecordEditor<Fields, ReceptionRecord>({
    haccp,
    resource: haccp.receptions,
    inputs: receptionInputs,
    empty: () => ({
      provider: '',
      products: '',
      chilled_c: undefined,
      frozen_c: undefined,
      packaging_ok: null,
      dlc_ok: null,
      health_mark_ok: null,
      accepted: null,
      refusal_reason: '',
    }),
    fieldsOf: (r) => ({
      provider: r.provider,
      products: r.products ?? '',
      chilled_c: r.chilled_c ?? undefined,
      frozen_c: r.frozen_c ?? undefined,
      packaging_ok: r.packaging_ok,
      dlc_ok: r.dlc_ok,
      health_mark_ok: r.health_mark_ok,
      accepted: r.accepted,
      refusal_reason: r.refusal_reason ?? '',
    }),
    bodyOf: (f) => ({ ...f, chilled_c: f.chilled_c ?? null, frozen_c: f.frozen_c ?? null }),
    saved: 'Contrôle à réception enregistré',
    // accepted out of range: with its corrective action (refused: the refusal and its reason are the action)
    actionVerdict: (f) => {
      const answers = answered(f);
      return answers?.accepted ? checkReception({ ...answers, chilled_c: f.chilled_c ?? null, frozen_c: f.frozen_c ?? null }) : null;
    },
  });
  const { form } = editor;
  const v = form.values;
  // the verdict once every check and the decision are answered
  const answers = answered(v);
  const verdict = answers ? checkReception({ ...answers, chilled_c: v.chilled_c ?? null, frozen_c: v.frozen_c ?? null }) : null;
  return (
    <>
      <PageHeader
        title="Contrôles à réception"
        description="Contrôle des livraisons : produits frais entre 0 et 4 °C, surgelés à −18 °C ou moins, emballage, DLC, estampille sanitaire."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
            Nouvelle livraison
          </Button>
        }
      />
      <RecordList
        haccp={haccp}
        resource={haccp.receptions}
        list={list}
        searchPlaceholder="Rechercher un fournisseur"
        emptyText="Aucune livraison contrôlée pour l'instant."
        columns={[
          { key: 'provider', title: 'Fournisseur', render: (r) => r.provider },
          { key: 'chilled', title: 'Frais', align: 'right', render: (r) => celsius(r.chilled_c) },
          { key: 'frozen', title: 'Surgelés', align: 'right', render: (r) => celsius(r.frozen_c) },
          { key: 'accepted', title: 'Décision', render: (r) => (r.accepted ? 'Acceptée' : `Refusée : ${r.refusal_reason ?? ''}`) },
        ]}
        onCorrect={editor.openEdit}
        describe={(r) => (
          <Text>
            {r.provider} : {r.accepted ? 'acceptée' : `refusée (${r.refusal_reason ?? ''})`}, frais {celsius(r.chilled_c)}, surgelés{' '}
            {celsius(r.frozen_c)}
          </Text>
        )}
      />
      <RecordFormModal
        editor={editor}
        title={{ create: 'Nouvelle livraison', correct: 'Corriger le contrôle' }}
        nonCompliant={verdict?.compliant === false}
      >
        <TextInput size="lg" label="Fournisseur" withAsterisk data-autofocus maxLength={120} {...form.getInputProps('provider')} />
        <TextInput size="lg" label="Produits livrés" maxLength={500} {...form.getInputProps('products')} />
        <SimpleGrid cols={2}>
          <CelsiusInput label="Produits frais" {...form.getInputProps('chilled_c')} />
          <CelsiusInput label="Surgelés" {...form.getInputProps('frozen_c')} />
        </SimpleGrid>
        <Stack gap="sm">
          <YesNo form={form} field="packaging_ok" label="Emballages intacts" yes="Oui" no="Non" />
          <YesNo form={form} field="dlc_ok" label="DLC conformes" yes="Oui" no="Non" />
          <YesNo form={form} field="health_mark_ok" label="Estampille sanitaire présente" yes="Oui" no="Non" />
          <YesNo form={form} field="accepted" label="Décision" yes="Acceptée" no="Refusée" />
        </Stack>
        {v.accepted === false && (
          <Textarea
            size="lg"
            label="Motif du refus"
            withAsterisk
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('refusal_reason')}
          />
        )}
        <VerdictAlert verdict={verdict} />
      </RecordFormModal>
    </>
  );
});
