import {
  checkTemperature,
  type Equipment,
  equipmentKindLabels,
  limitsText,
  type TemperatureRecord,
  temperatureInputs,
} from '@fitfit/contracts';
import { Button, Card, Group, Select, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconPlus, IconSettings, IconThermometer } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { usePagedList } from '../../../ui/usePagedList';
import { haccpResources, useEquipmentLookup } from '../api';
import { CelsiusInput } from '../components/DecimalInput';
import { EquipmentManager } from '../components/EquipmentManager';
import { RecordList } from '../components/RecordList';
import { RecordFormModal, useRecordEditor } from '../components/recordEditor';
import { VerdictAlert } from '../components/Verdict';

type Fields = { equipment_id: string; temperature_c: number | undefined };
const celsius = (v: number) => `${String(v).replace('.', ',')} °C`;

export default restaurantPage(function Temperatures({ restaurantId }) {
  const haccp = haccpResources(restaurantId);
  const [params, setParams] = useSearchParams();
  const [managing, setManaging] = useState(false);
  const equipment = useEquipmentLookup();
  const active = (equipment.data ?? []).filter((e) => e.active);
  const [filter, setFilter] = useState<string | null>(null);
  const list = usePagedList<TemperatureRecord>(haccp.temperatures, { sort: 'recorded_at', filters: { equipment_id: filter ?? undefined } });
  const editor = useRecordEditor<Fields, TemperatureRecord>({
    haccp,
    resource: haccp.temperatures,
    inputs: temperatureInputs,
    empty: () => ({ equipment_id: '', temperature_c: undefined }),
    fieldsOf: (r) => ({ equipment_id: r.equipment_id, temperature_c: r.temperature_c }),
    bodyOf: (f) => f,
    saved: 'Relevé enregistré',
    actionVerdict: (f) => {
      const e = equipment.data?.find((x) => x.id === f.equipment_id);
      return e && typeof f.temperature_c === 'number' ? checkTemperature(f.temperature_c, e) : null;
    },
  });
  const { form } = editor;
  const record = (e: Equipment) => {
    editor.openCreate();
    form.setFieldValue('equipment_id', e.id);
  };
  // the home's "Relever" links here with the equipment to read
  const wanted = params.get('equipment');
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, when the equipment list arrives
  useEffect(() => {
    const e = wanted && equipment.data?.find((x) => x.id === wanted);
    if (!e) return;
    setParams({}, { replace: true });
    record(e);
  }, [wanted, equipment.data]);
  const chosen = equipment.data?.find((e) => e.id === form.values.equipment_id);
  const value = form.values.temperature_c;
  const verdict = chosen && typeof value === 'number' ? checkTemperature(value, chosen) : null;
  return (
    <>
      <PageHeader
        title="Températures"
        description="Relevés des enceintes froides et du maintien au chaud : un relevé hors limites ouvre une non-conformité."
        actions={
          <>
            <Button variant="default" leftSection={<IconSettings size={16} />} onClick={() => setManaging(true)}>
              Équipements
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
              Nouveau relevé
            </Button>
          </>
        }
      />
      {active.length === 0 && equipment.isSuccess && (
        <Card withBorder mb="md">
          <Text>Ajoutez vos équipements (chambre froide, réfrigérateurs, congélateurs, maintien au chaud) pour commencer les relevés.</Text>
          <Group mt="sm">
            <Button onClick={() => setManaging(true)}>Ajouter un équipement</Button>
          </Group>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="lg">
        {active.map((e) => (
          <UnstyledButton key={e.id} onClick={() => record(e)}>
            <Card withBorder padding="md" h="100%">
              <Group gap="xs" wrap="nowrap">
                <IconThermometer size={28} />
                <div>
                  <Text fw={600}>{e.name}</Text>
                  <Text size="sm" c="dimmed">
                    {equipmentKindLabels[e.kind]} · {limitsText(e)}
                  </Text>
                </div>
              </Group>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <RecordList
        haccp={haccp}
        resource={haccp.temperatures}
        list={list}
        searchPlaceholder="Rechercher (par qui)"
        emptyText="Aucun relevé pour l'instant."
        toolbar={
          <Select
            aria-label="Équipement"
            placeholder="Tous les équipements"
            clearable
            data={(equipment.data ?? []).map((e) => ({ value: e.id, label: e.name }))}
            value={filter}
            onChange={setFilter}
          />
        }
        columns={[
          { key: 'equipment', title: 'Équipement', render: (r) => r.equipment_name },
          { key: 'temperature', title: 'Température', align: 'right', render: (r) => celsius(r.temperature_c) },
        ]}
        onCorrect={editor.openEdit}
        describe={(r) => (
          <Text>
            {r.equipment_name} : {celsius(r.temperature_c)}
          </Text>
        )}
      />
      <RecordFormModal
        editor={editor}
        title={{ create: 'Nouveau relevé', correct: 'Corriger le relevé' }}
        nonCompliant={verdict?.compliant === false}
      >
        <Select
          size="lg"
          label="Équipement"
          withAsterisk
          allowDeselect={false}
          data={(editor.isNew ? active : (equipment.data ?? [])).map((e) => ({ value: e.id, label: `${e.name} (${limitsText(e)})` }))}
          {...form.getInputProps('equipment_id')}
        />
        <CelsiusInput label="Température" withAsterisk data-autofocus {...form.getInputProps('temperature_c')} />
        <VerdictAlert verdict={verdict} />
      </RecordFormModal>
      <EquipmentManager haccp={haccp} opened={managing} onClose={() => setManaging(false)} />
    </>
  );
});
