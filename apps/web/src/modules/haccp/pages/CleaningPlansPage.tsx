import {
  type CleaningRecord,
  type CleaningTask,
  type CleaningTaskInput,
  cleaningFrequencies,
  cleaningFrequencyLabels,
  cleaningInputs,
  cleaningTaskInputSchema,
} from '@fitfit/contracts';
import { Button, Card, Group, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
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

type TaskValues = Omit<CleaningTaskInput, 'product' | 'method'> & { product: string; method: string };
type Fields = { cleaning_task_id: string; done: boolean; done_by: string };

export default restaurantPage(function CleaningPlans({ restaurantId }) {
  const haccp = haccpResources(restaurantId);
  const tasks = useLookupList<CleaningTask>(haccp.cleaningTasks, { sort: 'zone' });
  const list = usePagedList<CleaningRecord>(haccp.cleanings, { sort: 'recorded_at' });
  const remove = useDeleteAction({
    resource: haccp.cleaningTasks,
    noun: 'la tâche',
    consequence: 'Les nettoyages déjà enregistrés restent au registre.',
  });
  const taskEditor = useEditor<TaskValues, CleaningTask>({
    resource: haccp.cleaningTasks,
    validate: cleaningTaskInputSchema,
    empty: { zone: '', task: '', product: '', method: '', frequency: 'daily', active: true },
    toValues: (t) => ({
      zone: t.zone,
      task: t.task,
      product: t.product ?? '',
      method: t.method ?? '',
      frequency: t.frequency,
      active: t.active,
    }),
    created: 'Tâche ajoutée au plan',
    updated: 'Tâche enregistrée',
  });
  const editor = useRecordEditor<Fields, CleaningRecord>({
    haccp,
    resource: haccp.cleanings,
    inputs: cleaningInputs,
    empty: () => ({ cleaning_task_id: '', done: true, done_by: '' }),
    fieldsOf: (r) => ({ cleaning_task_id: r.cleaning_task_id, done: r.done, done_by: r.done_by }),
    bodyOf: (f) => f,
    saved: 'Nettoyage enregistré',
  });
  const { form } = editor;
  const record = (t: CleaningTask) => {
    editor.openCreate();
    form.setFieldValue('cleaning_task_id', t.id);
  };
  const chosen = tasks.data?.find((t) => t.id === form.values.cleaning_task_id);
  const tf = taskEditor.form;
  return (
    <>
      <PageHeader
        title="Plans de nettoyage"
        description="Zones, tâches, produits, méthodes et fréquences ; chaque nettoyage réalisé est enregistré et signé."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={taskEditor.openCreate}>
            Ajouter une tâche
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mb="lg">
        {(tasks.data ?? [])
          .filter((t) => t.active)
          .map((t) => (
            <Card key={t.id} withBorder padding="md">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Text fw={600}>
                      {t.zone} : {t.task}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {cleaningFrequencyLabels[t.frequency]}
                      {t.product ? ` · ${t.product}` : ''}
                    </Text>
                  </div>
                  <RowActions
                    label={`${t.zone} : ${t.task}`}
                    onEdit={() => taskEditor.openEdit(t)}
                    onDelete={() => remove(t.id, `${t.zone} : ${t.task}`)}
                  />
                </Group>
                {t.method && <Text size="sm">{t.method}</Text>}
                <Button size="md" leftSection={<IconCheck size={18} />} onClick={() => record(t)}>
                  Fait
                </Button>
              </Stack>
            </Card>
          ))}
      </SimpleGrid>
      {tasks.isSuccess && tasks.data.length === 0 && (
        <Text mb="lg" c="dimmed">
          Le plan de nettoyage est vide : ajoutez ses tâches (zone, tâche, produit, méthode, fréquence).
        </Text>
      )}
      <RecordList
        haccp={haccp}
        resource={haccp.cleanings}
        list={list}
        searchPlaceholder="Rechercher une zone, une tâche, une personne"
        emptyText="Aucun nettoyage enregistré pour l'instant."
        columns={[
          { key: 'task', title: 'Tâche', render: (r) => `${r.zone} : ${r.task}` },
          { key: 'done', title: 'Réalisé', render: (r) => (r.done ? 'Oui' : 'Non') },
          { key: 'done_by', title: 'Signé par', render: (r) => r.done_by },
        ]}
        onCorrect={editor.openEdit}
        describe={(r) => (
          <Text>
            {r.zone} : {r.task}, {r.done ? 'réalisé' : 'non réalisé'} par {r.done_by}
          </Text>
        )}
      />
      <RecordFormModal
        editor={editor}
        title={{ create: chosen ? `${chosen.zone} : ${chosen.task}` : 'Nettoyage', correct: 'Corriger le nettoyage' }}
        nonCompliant={!form.values.done}
      >
        <SegmentedControl
          size="md"
          fullWidth
          aria-label="Réalisé"
          data={[
            { value: 'yes', label: 'Fait' },
            { value: 'no', label: 'Non fait' },
          ]}
          value={form.values.done ? 'yes' : 'no'}
          onChange={(v) => form.setFieldValue('done', v === 'yes')}
        />
        <TextInput
          size="lg"
          label="Réalisé par (signature)"
          withAsterisk
          data-autofocus
          maxLength={80}
          {...form.getInputProps('done_by')}
        />
      </RecordFormModal>
      <FormModal
        editor={taskEditor}
        title={taskEditor.isNew ? 'Nouvelle tâche du plan' : 'Modifier la tâche'}
        submitLabel={taskEditor.isNew ? 'Ajouter' : 'Enregistrer'}
      >
        <TextInput label="Zone ou équipement" withAsterisk data-autofocus maxLength={80} {...tf.getInputProps('zone')} />
        <TextInput label="Tâche" withAsterisk maxLength={160} {...tf.getInputProps('task')} />
        <TextInput label="Produit" maxLength={120} {...tf.getInputProps('product')} />
        <Textarea label="Méthode" autosize minRows={2} maxLength={500} {...tf.getInputProps('method')} />
        <Select
          label="Fréquence"
          withAsterisk
          allowDeselect={false}
          data={cleaningFrequencies.map((f) => ({ value: f, label: cleaningFrequencyLabels[f] }))}
          {...tf.getInputProps('frequency')}
        />
        <Switch label="Active" {...tf.getInputProps('active', { type: 'checkbox' })} />
      </FormModal>
    </>
  );
});
