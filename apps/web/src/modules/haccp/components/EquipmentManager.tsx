import {
  defaultLimits,
  type Equipment,
  type EquipmentInput,
  equipmentInputSchema,
  equipmentKindLabels,
  equipmentKinds,
  limitsText,
} from '@fitfit/contracts';
import { Badge, Button, Group, Modal, NumberInput, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { FormModal } from '../../../ui/FormModal';
import { RowActions } from '../../../ui/RowActions';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import { type Haccp, haccpEffects, useEquipmentLookup } from '../api';
import { CelsiusInput } from './DecimalInput';

type Values = Omit<EquipmentInput, 'min_c' | 'max_c'> & { min_c: number | null | undefined; max_c: number | null | undefined };

/** The equipment read in temperature and its limits: the regulation's by default, editable per equipment. */
export const EquipmentManager = ({ haccp, opened, onClose }: { haccp: Haccp; opened: boolean; onClose(): void }) => {
  const equipment = useEquipmentLookup();
  const remove = useDeleteAction({
    resource: haccp.equipment,
    noun: "l'équipement",
    affects: haccpEffects.equipment(haccp),
    consequence: 'Un équipement qui a des relevés ne peut pas être supprimé : désactivez-le.',
  });
  const editor = useEditor<Values, Equipment>({
    resource: haccp.equipment,
    validate: equipmentInputSchema,
    empty: { name: '', kind: 'fridge', ...defaultLimits.fridge, readings_per_day: 2, active: true },
    toValues: (e) => ({
      name: e.name,
      kind: e.kind,
      min_c: e.min_c,
      max_c: e.max_c,
      readings_per_day: e.readings_per_day,
      active: e.active,
    }),
    toBody: (v) => ({ ...v, min_c: v.min_c ?? null, max_c: v.max_c ?? null }),
    created: (saved) => `Équipement « ${saved.name} » ajouté`,
    updated: (saved) => `Équipement « ${saved.name} » enregistré`,
    affects: haccpEffects.equipment(haccp),
  });
  const { form } = editor;
  return (
    <>
      <Modal opened={opened && !editor.opened} onClose={onClose} title="Équipements" size="lg" centered>
        <Stack>
          <Text size="sm" c="dimmed">
            Les limites proposées sont celles de la réglementation (arrêté du 21 décembre 2009) ; adaptez-les par équipement.
          </Text>
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nom</Table.Th>
                  <Table.Th>Limites</Table.Th>
                  <Table.Th>Relevés / jour</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {equipment.data?.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>
                      <Group gap={6}>
                        {e.name}
                        {!e.active && (
                          <Badge color="gray" variant="dot" tt="none">
                            Inactif
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {equipmentKindLabels[e.kind]}
                      </Text>
                    </Table.Td>
                    <Table.Td>{limitsText(e)}</Table.Td>
                    <Table.Td>{e.readings_per_day}</Table.Td>
                    <Table.Td>
                      <RowActions label={e.name} onEdit={() => editor.openEdit(e)} onDelete={() => remove(e.id, e.name)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end">
            <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
              Ajouter un équipement
            </Button>
          </Group>
        </Stack>
      </Modal>
      <FormModal
        editor={editor}
        title={editor.isNew ? 'Nouvel équipement' : "Modifier l'équipement"}
        submitLabel={editor.isNew ? 'Ajouter' : 'Enregistrer'}
      >
        <TextInput
          label="Nom"
          withAsterisk
          data-autofocus
          maxLength={80}
          placeholder="Chambre froide positive"
          {...form.getInputProps('name')}
        />
        <Select
          label="Type"
          withAsterisk
          allowDeselect={false}
          data={equipmentKinds.map((k) => ({ value: k, label: equipmentKindLabels[k] }))}
          {...form.getInputProps('kind')}
          onChange={(v) => {
            if (!v) return;
            const kind = v as Values['kind'];
            // a new type brings the regulation's limits of that type
            form.setValues({ kind, ...defaultLimits[kind] });
          }}
        />
        <Group grow align="flex-start">
          <CelsiusInput label="Limite basse" {...form.getInputProps('min_c')} />
          <CelsiusInput label="Limite haute" {...form.getInputProps('max_c')} />
        </Group>
        <NumberInput label="Relevés attendus par jour" min={0} max={12} allowDecimal={false} {...form.getInputProps('readings_per_day')} />
        <Switch label="Actif (relevés attendus)" {...form.getInputProps('active', { type: 'checkbox' })} />
      </FormModal>
    </>
  );
};
