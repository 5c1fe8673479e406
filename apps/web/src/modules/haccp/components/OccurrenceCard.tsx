import {
  type Occurrence,
  type OccurrenceStatus,
  occurrenceStatusLabels,
  type StoredStatus,
  taskKindLabels,
  taskKindRoutes,
} from '@fitfit/contracts';
import { ActionIcon, Badge, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconDots, IconPencil, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DEFAULT_TIMEZONE, dayjs, formatDateTime } from '../../../lib/dates';
import { toast } from '../../../ui/toast';
import { useRefresh } from '../../../ui/useRefresh';
import { type Haccp, haccpEffects } from '../api';

export const statusColors: Record<OccurrenceStatus, string> = { todo: 'gray', in_progress: 'blue', done: 'green', late: 'red' };

export const OccurrenceBadge = ({ status }: { status: OccurrenceStatus }) => (
  <Badge color={statusColors[status]} variant="dot" tt="none" style={{ flexShrink: 0 }}>
    {occurrenceStatusLabels[status]}
  </Badge>
);

/** Moves an occurrence (start, give back, done by hand) and refreshes the planning and the home. */
export const useTaskStep = (haccp: Haccp) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ o, status }: { o: Occurrence; status: StoredStatus }) => haccp.transition(o.task_id, { due_at: o.due_at, status }),
    onSuccess: (_, { status }) => {
      toast.success(status === 'in_progress' ? 'Tâche commencée' : status === 'done' ? 'Tâche terminée' : 'Tâche remise à faire');
      return refresh(...haccpEffects.task(haccp));
    },
    onError: (error) => {
      toast.fromError(error);
      return refresh(haccp.planning.key);
    },
  });
};

/** The link that does a task of a record kind: that kind's screen opens its entry form for this occurrence. */
export const doTaskLink = (o: Occurrence) =>
  o.kind === 'other'
    ? null
    : `${taskKindRoutes[o.kind]}?task=${o.task_id}&due=${encodeURIComponent(o.due_at)}&title=${encodeURIComponent(o.title)}${
        // a reading task: the equipment it is read on is preselected in the form
        o.equipment_id ? `&equipment=${o.equipment_id}` : ''
      }`;

/** One occurrence of a task: what, when, who, its state, and the next step as a large button. */
export function OccurrenceCard({
  haccp,
  o,
  onEdit,
  onDelete,
  compact = false,
}: {
  haccp: Haccp;
  o: Occurrence;
  onEdit?(taskId: string): void;
  onDelete?(o: Occurrence): void;
  compact?: boolean;
}) {
  const step = useTaskStep(haccp);
  const navigate = useNavigate();
  const link = doTaskLink(o);
  const open = o.stored_status !== 'done';
  const doIt = async () => {
    if (!link) return;
    if (o.stored_status === 'todo') await step.mutateAsync({ o, status: 'in_progress' }).catch(() => undefined);
    navigate(link);
  };
  const label = `${o.title}, ${dayjs(o.due_at).tz(DEFAULT_TIMEZONE).format('DD/MM HH:mm')}`;
  return (
    <Card withBorder padding="sm" data-testid="occurrence" aria-label={label}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size={compact ? 'sm' : 'md'} lineClamp={compact ? 3 : 2}>
              {o.title}
            </Text>
            <Text size="xs" c="dimmed">
              {dayjs(o.due_at)
                .tz(DEFAULT_TIMEZONE)
                .format(o.day === dayjs().tz(DEFAULT_TIMEZONE).format('YYYY-MM-DD') ? 'HH:mm' : 'DD/MM HH:mm')}{' '}
              · {taskKindLabels[o.kind]}
              {o.equipment_name ? ` · ${o.equipment_name}` : ''}
              {o.assignee_name ? ` · ${o.assignee_name}` : ''}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap">
            {!compact && <OccurrenceBadge status={o.status} />}
            {(onEdit || onDelete) && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" size="lg" aria-label={`Plus d'actions : ${label}`}>
                    <IconDots size={18} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  {onEdit && (
                    <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit(o.task_id)}>
                      Modifier la tâche
                    </Menu.Item>
                  )}
                  {onDelete && (
                    <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(o)}>
                      Supprimer la tâche
                    </Menu.Item>
                  )}
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
        </Group>
        {compact && (
          <Group gap={4}>
            <OccurrenceBadge status={o.status} />
          </Group>
        )}
        {o.stored_status === 'in_progress' && o.started_by_name && (
          <Text size="xs" c="dimmed">
            Commencée par {o.started_by_name}
          </Text>
        )}
        {o.stored_status === 'done' && (
          <Text size="xs" c="dimmed">
            Faite {o.done_at ? `le ${formatDateTime(o.done_at)}` : ''} par {o.done_by_name ?? '—'}
          </Text>
        )}
        {open && (
          <Group gap={compact ? 4 : 'xs'} wrap="wrap">
            {o.stored_status === 'todo' && !link && (
              <Button
                size={compact ? 'xs' : 'sm'}
                variant="light"
                leftSection={<IconPlayerPlay size={16} />}
                loading={step.isPending}
                onClick={() => step.mutate({ o, status: 'in_progress' })}
              >
                Commencer
              </Button>
            )}
            {link && (
              <Button size={compact ? 'xs' : 'sm'} leftSection={<IconPlayerPlay size={16} />} loading={step.isPending} onClick={doIt}>
                Faire
              </Button>
            )}
            {!link && (
              <Button
                size={compact ? 'xs' : 'sm'}
                leftSection={<IconCheck size={16} />}
                loading={step.isPending}
                onClick={() => step.mutate({ o, status: 'done' })}
              >
                Terminer
              </Button>
            )}
            {o.stored_status === 'in_progress' && (
              <Button
                size={compact ? 'xs' : 'sm'}
                variant="subtle"
                leftSection={<IconArrowBackUp size={16} />}
                onClick={() => step.mutate({ o, status: 'todo' })}
              >
                Remettre à faire
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
