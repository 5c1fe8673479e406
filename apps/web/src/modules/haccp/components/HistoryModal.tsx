import { Badge, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { QueryState } from '../../../ui/QueryState';
import type { RecordResource } from '../api';
import { ComplianceBadge } from './Verdict';

interface Version {
  id: string;
  version: number;
  recorded_at: string;
  recorded_by_name: string | null;
  created_at: string;
  compliant: boolean;
  deviation: string | null;
  correction_reason: string | null;
  superseded_by_id: string | null;
}

/** Every version of a record, first to current: a correction never hides what was recorded before. */
export const HistoryModal = <T extends Version>({
  resource,
  id,
  onClose,
  describe,
}: {
  resource: RecordResource<T>;
  id: string | null;
  onClose(): void;
  describe(version: T): ReactNode;
}) => {
  const query = useQuery({
    queryKey: [...resource.keys.detail(id ?? ''), 'history'],
    queryFn: ({ signal }) => resource.history(id as string, signal),
    enabled: id !== null,
  });
  return (
    <Modal opened={id !== null} onClose={onClose} title="Historique de l'enregistrement" size="lg" centered>
      <QueryState query={query}>
        <Stack>
          {query.data?.versions.map((v) => (
            <Card key={v.id} withBorder padding="sm">
              <Group justify="space-between" mb={4}>
                <Group gap="xs">
                  <Text fw={600}>Version {v.version}</Text>
                  {v.superseded_by_id ? (
                    <Badge color="gray" variant="dot" tt="none">
                      Remplacée
                    </Badge>
                  ) : (
                    <Badge color="blue" variant="dot" tt="none">
                      En vigueur
                    </Badge>
                  )}
                </Group>
                <ComplianceBadge compliant={v.compliant} />
              </Group>
              {describe(v)}
              {v.deviation && (
                <Text size="sm" c="red">
                  {v.deviation}
                </Text>
              )}
              {v.correction_reason && <Text size="sm">Motif de la correction : {v.correction_reason}</Text>}
              <Text size="xs" c="dimmed">
                Relevé le {formatDateTime(v.recorded_at)}, saisi par {v.recorded_by_name ?? '—'} le {formatDateTime(v.created_at)}
              </Text>
            </Card>
          ))}
        </Stack>
      </QueryState>
    </Modal>
  );
};
