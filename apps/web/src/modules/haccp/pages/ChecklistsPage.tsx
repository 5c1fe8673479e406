import {
  type ChecklistRecord,
  type ChecklistTemplate,
  checklistInputs,
  checklistMomentLabels,
  checklistMoments,
  checklistTemplateInputSchema,
} from '@fitfit/contracts';
import { Button, Card, Checkbox, Group, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconChecklist, IconPlus } from '@tabler/icons-react';
import { FormModal } from '../../../ui/FormModal';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { RowActions } from '../../../ui/RowActions';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import { useLookupList, usePagedList } from '../../../ui/usePagedList';
import { haccpResources } from '../api';
import { RecordList } from '../components/RecordList';
import { RecordFormModal, useRecordEditor } from '../components/recordEditor';

type TemplateValues = { name: string; moment: ChecklistTemplate['moment']; items: string; active: boolean };
type Fields = { template_id: string; answers: { item: string; ok: boolean }[] };
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export default restaurantPage(function Checklists({ restaurantId }) {
  const haccp = haccpResources(restaurantId);
  const templates = useLookupList<ChecklistTemplate>(haccp.checklistTemplates);
  const list = usePagedList<ChecklistRecord>(haccp.checklists, { sort: 'recorded_at' });
  const remove = useDeleteAction({
    resource: haccp.checklistTemplates,
    noun: 'la checklist',
    consequence: 'Les checklists déjà remplies restent au registre.',
  });
  const templateEditor = useEditor<TemplateValues, ChecklistTemplate>({
    resource: haccp.checklistTemplates,
    // one point per line: the schema checks the list the lines make
    validate: (v) => {
      const result = checklistTemplateInputSchema.safeParse({ ...v, items: linesOf(v.items) });
      return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
    },
    empty: { name: '', moment: 'opening', items: '', active: true },
    toValues: (t) => ({ name: t.name, moment: t.moment, items: t.items.join('\n'), active: t.active }),
    toBody: (v) => ({ ...v, items: linesOf(v.items) }),
    created: (saved) => `Checklist « ${saved.name} » créée`,
    updated: 'Checklist enregistrée',
  });
  const editor = useRecordEditor<Fields, ChecklistRecord>({
    haccp,
    resource: haccp.checklists,
    inputs: checklistInputs,
    empty: () => ({ template_id: '', answers: [] }),
    fieldsOf: (r) => ({ template_id: r.template_id, answers: r.answers }),
    bodyOf: (f) => f,
    saved: 'Checklist enregistrée au registre',
  });
  const { form } = editor;
  const fill = (t: ChecklistTemplate) => {
    editor.openCreate();
    form.setValues({ template_id: t.id, answers: t.items.map((item) => ({ item, ok: false })) });
  };
  const chosen = templates.data?.find((t) => t.id === form.values.template_id);
  const tf = templateEditor.form;
  return (
    <>
      <PageHeader
        title="Checklists"
        description="Modèles d'ouverture, de service et de fermeture ; chaque checklist remplie est enregistrée au registre."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={templateEditor.openCreate}>
            Nouveau modèle
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mb="lg">
        {(templates.data ?? [])
          .filter((t) => t.active)
          .map((t) => (
            <Card key={t.id} withBorder padding="md">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Text fw={600}>{t.name}</Text>
                    <Text size="sm" c="dimmed">
                      {checklistMomentLabels[t.moment]} · {t.items.length} points
                    </Text>
                  </div>
                  <RowActions label={t.name} onEdit={() => templateEditor.openEdit(t)} onDelete={() => remove(t.id, t.name)} />
                </Group>
                <Button size="md" leftSection={<IconChecklist size={18} />} onClick={() => fill(t)}>
                  Remplir
                </Button>
              </Stack>
            </Card>
          ))}
      </SimpleGrid>
      <RecordList
        haccp={haccp}
        resource={haccp.checklists}
        list={list}
        searchPlaceholder="Rechercher une checklist"
        emptyText="Aucune checklist remplie pour l'instant."
        columns={[
          { key: 'template', title: 'Checklist', render: (r) => r.template_name },
          {
            key: 'ok',
            title: 'Points conformes',
            align: 'right',
            render: (r) => `${r.answers.filter((a) => a.ok).length} / ${r.answers.length}`,
          },
        ]}
        onCorrect={editor.openEdit}
        describe={(r) => (
          <Text>
            {r.template_name} : {r.answers.map((a) => `${a.item} ${a.ok ? '✓' : '✗'}`).join(', ')}
          </Text>
        )}
      />
      <RecordFormModal
        editor={editor}
        title={{ create: chosen ? `Checklist ${chosen.name}` : 'Checklist', correct: 'Corriger la checklist' }}
        nonCompliant={form.values.answers.some((a) => !a.ok)}
      >
        <Stack gap="sm">
          {form.values.answers.map((a, i) => (
            <Checkbox key={a.item} size="lg" label={a.item} {...form.getInputProps(`answers.${i}.ok`, { type: 'checkbox' })} />
          ))}
        </Stack>
      </RecordFormModal>
      <FormModal
        editor={templateEditor}
        title={templateEditor.isNew ? 'Nouveau modèle de checklist' : 'Modifier le modèle'}
        submitLabel={templateEditor.isNew ? 'Créer' : 'Enregistrer'}
      >
        <TextInput label="Nom" withAsterisk data-autofocus maxLength={80} {...tf.getInputProps('name')} />
        <Select
          label="Moment"
          withAsterisk
          allowDeselect={false}
          data={checklistMoments.map((m) => ({ value: m, label: checklistMomentLabels[m] }))}
          {...tf.getInputProps('moment')}
        />
        <Textarea label="Points à contrôler (un par ligne)" withAsterisk autosize minRows={4} {...tf.getInputProps('items')} />
        <Switch label="Actif" {...tf.getInputProps('active', { type: 'checkbox' })} />
      </FormModal>
    </>
  );
});
