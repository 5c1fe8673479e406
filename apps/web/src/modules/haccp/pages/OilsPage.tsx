import { checkOil, OIL_POLAR_MAX_PERCENT, type OilRecord, oilActionLabels, oilActions, oilInputs } from '@fitfit/contracts';
import { Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { usePagedList } from '../../../ui/usePagedList';
import { haccpResources } from '../api';
import { CelsiusInput, DecimalInput } from '../components/DecimalInput';
import { RecordList } from '../components/RecordList';
import { RecordFormModal, useRecordEditor } from '../components/recordEditor';
import { VerdictAlert } from '../components/Verdict';

type Fields = { fryer: string; polar_percent: number | undefined; oil_c: number | undefined; action: OilRecord['action'] };
const percent = (v: number) => `${String(v).replace('.', ',')}\u00a0%`;

export default restaurantPage(function Oils({ restaurantId }) {
  const haccp = haccpResources(restaurantId);
  const list = usePagedList<OilRecord>(haccp.oils, { sort: 'recorded_at' });
  const editor = useRecordEditor<Fields, OilRecord>({
    haccp,
    resource: haccp.oils,
    inputs: oilInputs,
    empty: () => ({ fryer: 'Friteuse 1', polar_percent: undefined, oil_c: undefined, action: 'none' }),
    fieldsOf: (r) => ({ fryer: r.fryer, polar_percent: r.polar_percent, oil_c: r.oil_c ?? undefined, action: r.action }),
    bodyOf: (f) => ({ ...f, oil_c: f.oil_c ?? null }),
    saved: "Contrôle d'huile enregistré",
    actionVerdict: (f) => (typeof f.polar_percent === 'number' ? checkOil(f.polar_percent) : null),
  });
  const { form } = editor;
  const polar = form.values.polar_percent;
  const verdict = typeof polar === 'number' ? checkOil(polar) : null;
  return (
    <>
      <PageHeader
        title="Huiles"
        description={`Contrôle des huiles de friture : au-delà de ${OIL_POLAR_MAX_PERCENT}\u00a0% de composés polaires, l'huile est impropre (décret 2008-184).`}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
            Nouveau contrôle
          </Button>
        }
      />
      <RecordList
        haccp={haccp}
        resource={haccp.oils}
        list={list}
        searchPlaceholder="Rechercher une friteuse"
        emptyText="Aucun contrôle d'huile pour l'instant."
        columns={[
          { key: 'fryer', title: 'Friteuse', render: (r) => r.fryer },
          { key: 'polar', title: 'Composés polaires', align: 'right', render: (r) => percent(r.polar_percent) },
          { key: 'action', title: 'Action', render: (r) => oilActionLabels[r.action] },
        ]}
        onCorrect={editor.openEdit}
        describe={(r) => (
          <Text>
            {r.fryer} : {percent(r.polar_percent)}, {oilActionLabels[r.action].toLowerCase()}
          </Text>
        )}
      />
      <RecordFormModal
        editor={editor}
        title={{ create: "Nouveau contrôle d'huile", correct: 'Corriger le contrôle' }}
        nonCompliant={verdict?.compliant === false}
      >
        <TextInput size="lg" label="Friteuse" withAsterisk maxLength={80} {...form.getInputProps('fryer')} />
        <DecimalInput label="Composés polaires" unit="%" withAsterisk data-autofocus {...form.getInputProps('polar_percent')} />
        <CelsiusInput label="Température de l'huile" {...form.getInputProps('oil_c')} />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Action
          </Text>
          <SegmentedControl
            size="md"
            fullWidth
            aria-label="Action"
            data={oilActions.map((a) => ({ value: a, label: oilActionLabels[a] }))}
            {...form.getInputProps('action')}
          />
        </Stack>
        <VerdictAlert verdict={verdict} />
      </RecordFormModal>
    </>
  );
});
