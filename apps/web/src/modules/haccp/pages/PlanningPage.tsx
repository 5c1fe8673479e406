import {
  type Occurrence,
  occurrenceStatusLabels,
  plural,
  type Task,
  taskInputSchema,
  taskKindLabels,
  taskKinds,
  taskRecurrenceLabels,
  taskRecurrences,
} from '@fitfit/contracts';
import {
  ActionIcon,
  Box,
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_TIMEZONE, dayjs } from '../../../lib/dates';
import { FormModal } from '../../../ui/FormModal';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryState } from '../../../ui/QueryState';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import { type Haccp, haccpEffects, haccpResources, useEquipmentLookup } from '../api';
import { OccurrenceCard, statusColors } from '../components/OccurrenceCard';
import { fromLocal, nowLocal } from '../components/recordEditor';

type View = 'month' | 'week' | 'list';
type TaskValues = {
  title: string;
  kind: string;
  assignee_pos_user_id: string | null;
  equipment_id: string | null;
  due_at: string;
  recurrence: string;
  until: string;
};
const DAY = 'YYYY-MM-DD';
const WEEKDAYS = ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Monday of the week of `d` (weeks shown Monday first, SPEC §3). */
const monday = (d: dayjs.Dayjs) => d.subtract((d.day() + 6) % 7, 'day');

const rangeOf = (view: View, anchor: dayjs.Dayjs) => {
  if (view === 'week') {
    const start = monday(anchor);
    return { from: start, to: start.add(6, 'day') };
  }
  // month and list: the weeks that hold the month
  const first = anchor.startOf('month');
  const start = monday(first);
  const end = monday(anchor.endOf('month')).add(6, 'day');
  return view === 'list' ? { from: first, to: anchor.endOf('month').startOf('day') } : { from: start, to: end };
};

function TaskModal({ haccp, editor }: { haccp: Haccp; editor: ReturnType<typeof useTaskEditor> }) {
  const assignees = useQuery({
    queryKey: haccp.assignees.key,
    queryFn: ({ signal }) => haccp.assigneeList(signal),
  });
  const equipment = useEquipmentLookup();
  const { form } = editor;
  // the active equipment, and the task's own even if deactivated since
  const equipmentChoices = (equipment.data ?? [])
    .filter((e) => e.active || e.id === form.values.equipment_id)
    .map((e) => ({ value: e.id, label: e.name }));
  return (
    <FormModal editor={editor} title={editor.isNew ? 'Nouvelle tâche' : 'Modifier la tâche'}>
      <TextInput size="lg" label="Intitulé" withAsterisk data-autofocus maxLength={120} {...form.getInputProps('title')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select
          size="lg"
          label="Type"
          withAsterisk
          allowDeselect={false}
          data={taskKinds.map((k) => ({ value: k, label: taskKindLabels[k] }))}
          {...form.getInputProps('kind')}
        />
        <Select
          size="lg"
          label="Confiée à"
          clearable
          placeholder="Personne"
          data={(assignees.data?.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
          nothingFoundMessage="Aucun utilisateur de caisse"
          {...form.getInputProps('assignee_pos_user_id')}
        />
      </SimpleGrid>
      {form.values.kind === 'temperature' && (
        <Select
          size="lg"
          label="Équipement à relever"
          description="« Faire » ouvre le relevé avec cet équipement choisi"
          clearable
          placeholder="Aucun en particulier"
          data={equipmentChoices}
          nothingFoundMessage="Aucun équipement"
          {...form.getInputProps('equipment_id')}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput size="lg" type="datetime-local" label="Échéance" withAsterisk {...form.getInputProps('due_at')} />
        <Select
          size="lg"
          label="Répétition"
          allowDeselect={false}
          data={taskRecurrences.map((r) => ({ value: r, label: taskRecurrenceLabels[r] }))}
          {...form.getInputProps('recurrence')}
        />
      </SimpleGrid>
      {form.values.recurrence !== 'none' && (
        <TextInput size="lg" type="date" label="Jusqu'au (facultatif)" {...form.getInputProps('until')} />
      )}
    </FormModal>
  );
}

const useTaskEditor = (haccp: Haccp) => {
  const body = (v: TaskValues) => ({
    title: v.title,
    kind: v.kind,
    assignee_pos_user_id: v.assignee_pos_user_id || null,
    // only a temperature task is read on an equipment: another kind sends none
    equipment_id: v.kind === 'temperature' ? v.equipment_id || null : null,
    due_at: fromLocal(v.due_at),
    recurrence: v.recurrence,
    until: v.recurrence === 'none' ? null : v.until || null,
  });
  return useEditor<TaskValues, Task>({
    resource: haccp.tasks,
    validate: (values) => {
      const r = taskInputSchema.safeParse(body(values));
      if (r.success) return {};
      return Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
    },
    empty: {
      title: '',
      kind: 'temperature',
      assignee_pos_user_id: null,
      equipment_id: null,
      due_at: nowLocal(),
      recurrence: 'none',
      until: '',
    },
    toValues: (t) => ({
      title: t.title,
      kind: t.kind,
      assignee_pos_user_id: t.assignee_pos_user_id,
      equipment_id: t.equipment_id,
      due_at: dayjs(t.due_at).format('YYYY-MM-DDTHH:mm'),
      recurrence: t.recurrence,
      until: t.until ?? '',
    }),
    toBody: body,
    created: 'Tâche planifiée',
    updated: 'Tâche modifiée',
    affects: haccpEffects.task(haccp),
  });
};

/** The planning: the tasks' occurrences as a month or a week calendar, or a list; a day's tasks below the month. */
export default restaurantPage(function PlanningPage({ restaurantId }) {
  const haccp = haccpResources(restaurantId);
  // the week: seven columns only where a column holds a card (below, a row per day)
  const sevenColumns = useMediaQuery('(min-width: 1440px)') ?? false;
  const dayBeside = useMediaQuery('(min-width: 768px)') ?? false;
  const [view, setView] = useState<View>('month');
  const today = dayjs().tz(DEFAULT_TIMEZONE).startOf('day');
  const [anchor, setAnchor] = useState(() => today);
  const [selected, setSelected] = useState(() => today.format(DAY));
  const range = rangeOf(view, anchor);
  const from = range.from.format(DAY);
  const to = range.to.format(DAY);
  const query = useQuery({
    queryKey: [...haccp.planning.key, from, to],
    queryFn: ({ signal }) => haccp.planningOf({ from, to }, signal),
    placeholderData: (previous) => previous,
  });
  const editor = useTaskEditor(haccp);
  const remove = useDeleteAction({
    resource: haccp.tasks,
    remove: haccp.tasks.remove,
    noun: 'la tâche',
    consequence: 'Toutes ses échéances quittent le planning ; les enregistrements déjà faits restent au registre.',
    affects: haccpEffects.task(haccp),
  });
  const editTask = async (id: string) => editor.openEdit(await haccp.tasks.get(id));
  const byDay = new Map<string, Occurrence[]>();
  for (const o of query.data?.occurrences ?? []) byDay.set(o.day, [...(byDay.get(o.day) ?? []), o]);
  const unit = view === 'week' ? 'week' : 'month';
  const move = (n: number) => setAnchor((a) => a.add(n, unit));
  const title =
    view === 'week' ? `Semaine du ${range.from.format('D MMM')} au ${range.to.format('D MMM YYYY')}` : anchor.format('MMMM YYYY');
  const card = (o: Occurrence, compact = false) => (
    <OccurrenceCard
      key={`${o.task_id}:${o.due_at}`}
      haccp={haccp}
      o={o}
      compact={compact}
      onEdit={editTask}
      onDelete={(x) => remove(x.task_id, x.title)}
    />
  );
  const dayList = (day: string) => {
    const items = byDay.get(day) ?? [];
    return items.length === 0 ? <Text c="dimmed">Aucune tâche ce jour-là.</Text> : <Stack gap="xs">{items.map((o) => card(o))}</Stack>;
  };
  const days = Array.from({ length: range.to.diff(range.from, 'day') + 1 }, (_, i) => range.from.add(i, 'day'));
  const dayTitle = (d: dayjs.Dayjs) => (
    <Text fw={600} size="sm" c={d.isSame(today, 'day') ? 'blue' : undefined}>
      {cap(d.format('dddd D MMMM'))}
      {d.isSame(today, 'day') ? " (aujourd'hui)" : ''}
    </Text>
  );
  const weekDay = (d: dayjs.Dayjs, column: boolean) => {
    const items = byDay.get(d.format(DAY)) ?? [];
    if (items.length === 0)
      return (
        <Text size="sm" c="dimmed">
          Aucune tâche
        </Text>
      );
    return column ? (
      items.map((o) => card(o, true))
    ) : (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
        {items.map((o) => card(o, true))}
      </SimpleGrid>
    );
  };
  return (
    <>
      <PageHeader
        title="Planning"
        description="Les tâches HACCP à faire : « Faire » ouvre le bon formulaire, et l'enregistrement termine la tâche."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
            Nouvelle tâche
          </Button>
        }
      />
      <Group justify="space-between" mb="md" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={view === 'week' ? 'Semaine précédente' : 'Mois précédent'}
            onClick={() => move(-1)}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Button
            variant="default"
            onClick={() => {
              setAnchor(today);
              setSelected(today.format(DAY));
            }}
          >
            Aujourd'hui
          </Button>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={view === 'week' ? 'Semaine suivante' : 'Mois suivant'}
            onClick={() => move(1)}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
        <Title order={2} size="h4" aria-live="polite">
          {cap(title)}
        </Title>
        <SegmentedControl
          value={view}
          onChange={(v) => setView(v as View)}
          aria-label="Affichage"
          data={[
            { value: 'month', label: 'Mois' },
            { value: 'week', label: 'Semaine' },
            { value: 'list', label: 'Liste' },
          ]}
        />
      </Group>
      <QueryState query={query}>
        {view === 'month' && (
          <Stack gap="md">
            <Box
              style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4 }}
              role="group"
              aria-label="Calendrier du mois"
            >
              {WEEKDAYS.map((d) => (
                <Text key={d} size="xs" c="dimmed" ta="center" fw={600}>
                  {d}
                </Text>
              ))}
              {days.map((d) => {
                const key = d.format(DAY);
                const items = byDay.get(key) ?? [];
                const inMonth = d.month() === anchor.month();
                const isSelected = key === selected;
                return (
                  <UnstyledButton
                    key={key}
                    onClick={() => setSelected(key)}
                    aria-pressed={isSelected}
                    aria-label={`${d.format('dddd D MMMM')} : ${plural(items.length, 'tâche', 'tâches')}`}
                    style={{
                      minHeight: 64,
                      padding: 4,
                      borderRadius: 6,
                      border: `1px solid ${isSelected ? 'var(--mantine-color-blue-filled)' : 'var(--mantine-color-default-border)'}`,
                      opacity: inMonth ? 1 : 0.7, // 0.55 left the day 3.9:1 in dark
                      background: key === today.format(DAY) ? 'var(--mantine-color-blue-light)' : undefined,
                    }}
                  >
                    <Text size="sm" fw={600}>
                      {d.date()}
                    </Text>
                    <Group gap={3} mt={2}>
                      {items.slice(0, 6).map((o) => (
                        <Box
                          key={`${o.task_id}:${o.due_at}`}
                          title={`${o.title} : ${occurrenceStatusLabels[o.status]}`}
                          style={{
                            width: 8,
                            height: 8,
                            borderRadius: 4,
                            background: `var(--mantine-color-${statusColors[o.status]}-filled)`,
                          }}
                        />
                      ))}
                      {items.length > 6 && <Text size="xs">+{items.length - 6}</Text>}
                    </Group>
                  </UnstyledButton>
                );
              })}
            </Box>
            <Title order={3} size="h5">
              {cap(dayjs(selected).format('dddd D MMMM'))}
            </Title>
            {dayList(selected)}
          </Stack>
        )}
        {view === 'week' &&
          (sevenColumns ? (
            // a wide screen: the seven days side by side, compact cards
            <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 8 }}>
              {days.map((d) => (
                <Stack key={d.format(DAY)} gap={6} style={{ minWidth: 0 }}>
                  {dayTitle(d)}
                  {weekDay(d, true)}
                </Stack>
              ))}
            </Box>
          ) : (
            // narrower: one row per day (its name on the left from 768 px, above on a phone), its tasks side by side
            <Stack gap={0}>
              {days.map((d) => (
                <Box
                  key={d.format(DAY)}
                  py="sm"
                  style={{
                    display: 'grid',
                    gridTemplateColumns: dayBeside ? '140px minmax(0, 1fr)' : 'minmax(0, 1fr)',
                    gap: 8,
                    borderTop: '1px solid var(--mantine-color-default-border)',
                  }}
                >
                  {dayTitle(d)}
                  {weekDay(d, false)}
                </Box>
              ))}
            </Stack>
          ))}
        {view === 'list' &&
          (byDay.size === 0 ? (
            <Text c="dimmed">Aucune tâche ce mois-ci : « Nouvelle tâche » en planifie une.</Text>
          ) : (
            <Stack gap="lg">
              {[...byDay.entries()].map(([day, items]) => (
                <Stack key={day} gap="xs">
                  <Title order={3} size="h5">
                    {cap(dayjs(day).format('dddd D MMMM'))}
                  </Title>
                  {items.map((o) => card(o))}
                </Stack>
              ))}
            </Stack>
          ))}
      </QueryState>
      <TaskModal haccp={haccp} editor={editor} />
    </>
  );
});
