import { type CampaignFollowUpRow, campaignTaskStatusLabels, plural } from '@fitfit/contracts';
import { Badge, Button, Card, Group, Modal, Stack, Table, Text, Textarea, Title, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconDownload, IconMailForward, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { confirm } from '../../../ui/confirm';
import { QueryState } from '../../../ui/QueryState';
import { toast } from '../../../ui/toast';
import type { IntranetArea } from '../area';
import type { CampaignAuthorApi } from './api';
import { PhotoGrid } from './TaskPage';
import { statusColor } from './TasksPage';

type SortKey = 'restaurant' | 'status' | 'done_at';
const statusRank = { late: 0, to_do: 1, done: 2 } as const;
const compare: Record<SortKey, (a: CampaignFollowUpRow, b: CampaignFollowUpRow) => number> = {
  restaurant: (a, b) => a.restaurant_name.localeCompare(b.restaurant_name, 'fr'),
  status: (a, b) => statusRank[a.status] - statusRank[b.status],
  done_at: (a, b) => (a.done_at ?? '').localeCompare(b.done_at ?? ''),
};

const SortHeader = ({ label, by, sort, onSort }: { label: string; by: SortKey; sort: [SortKey, 1 | -1]; onSort: (k: SortKey) => void }) => (
  <Table.Th aria-sort={sort[0] === by ? (sort[1] === 1 ? 'ascending' : 'descending') : 'none'}>
    <UnstyledButton onClick={() => onSort(by)} fw={600} fz="sm">
      <Group gap={4} wrap="nowrap" component="span">
        {label}
        <IconArrowsSort size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  </Table.Th>
);

/**
 * The follow-up of one campaign (docs/intranet.md « Campagnes »): each restaurant addressed, faite, en retard or à
 * faire, with its proof (photos by signed address); sortable, CSV/XLSX, a reminder to those not done, « À refaire ».
 */
export const CampaignFollowUp = ({ area, api, id }: { area: IntranetArea; api: CampaignAuthorApi; id: string }) => {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: api.followUpKey(id), queryFn: ({ signal }) => api.followUp(id, signal) });
  const [sort, setSort] = useState<[SortKey, 1 | -1]>(['status', 1]);
  const [reopening, setReopening] = useState<CampaignFollowUpRow | null>(null);
  const [reason, setReason] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...api.root] });
  const remind = useMutation({
    mutationFn: () => api.remind(id),
    onSuccess: async ({ reminded }) => {
      await refresh();
      toast.success(reminded === 0 ? 'Personne à relancer' : `Rappel envoyé par e-mail à ${plural(reminded, 'personne', 'personnes')}`);
    },
    onError: (error) => toast.fromError(error),
  });
  const reopen = useMutation({
    mutationFn: (row: CampaignFollowUpRow) => api.reopen(id, row.restaurant_id, reason.trim()),
    onSuccess: async (data) => {
      queryClient.setQueryData(api.followUpKey(id), data);
      await refresh();
      setReopening(null);
      toast.success('Campagne à refaire : le restaurant voit votre raison');
    },
    onError: (error) => toast.fromError(error),
  });
  const data = query.data;
  const waiting = data ? data.restaurants_count - data.done_count : 0;
  const askRemind = async () => {
    if (!data) return;
    const ok = await confirm({
      title: `Relancer ${plural(waiting, 'restaurant', 'restaurants')}\u00a0?`,
      message: `Un e-mail de rappel part aux propriétaires et gérants des restaurants qui n’ont pas rendu « ${data.title} ». Un rappel par heure au plus.`,
      confirmLabel: 'Relancer',
    });
    if (ok) remind.mutate();
  };
  const onSort = (by: SortKey) => setSort(([k, d]) => [by, k === by ? (d === 1 ? -1 : 1) : 1]);
  const rows = data ? [...data.restaurants].sort((a, b) => compare[sort[0]](a, b) * sort[1]) : [];

  return (
    <Card withBorder radius="md" padding="lg" mt="lg" component="section" aria-labelledby="campaign-follow-up-title">
      <QueryState query={query}>
        {data && (
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Title order={2} size="h4" id="campaign-follow-up-title">
                Suivi : {data.title}
              </Title>
              <Group gap="xs">
                <Button leftSection={<IconMailForward size={16} />} disabled={waiting === 0} loading={remind.isPending} onClick={askRemind}>
                  Relancer
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} />}
                  onClick={() => api.exportFollowUp(id, 'csv').catch(toast.fromError)}
                >
                  CSV
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} />}
                  onClick={() => api.exportFollowUp(id, 'xlsx').catch(toast.fromError)}
                >
                  XLSX
                </Button>
              </Group>
            </Group>
            <Text size="sm" c="dimmed">
              {data.done_count} sur {plural(data.restaurants_count, 'restaurant', 'restaurants')} fait
              {data.late_count > 0 ? ` · ${data.late_count} en retard` : ''} · échéance le {formatDateTime(data.deadline_at, area.timezone)}
              {data.reminded_at ? ` · dernier rappel le ${formatDateTime(data.reminded_at, area.timezone)}` : ''}
            </Text>
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <SortHeader label="Restaurant" by="restaurant" sort={sort} onSort={onSort} />
                    <SortHeader label="État" by="status" sort={sort} onSort={onSort} />
                    <SortHeader label="Faite le" by="done_at" sort={sort} onSort={onSort} />
                    <Table.Th>Preuve</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr key={r.restaurant_id}>
                      <Table.Td>{r.restaurant_name}</Table.Td>
                      <Table.Td>
                        <Badge color={statusColor[r.status]} variant="dot" tt="none">
                          {campaignTaskStatusLabels[r.status]}
                        </Badge>
                        {r.status !== 'done' && r.reopen_reason && (
                          <Text size="xs" c="dimmed" mt={2}>
                            À refaire : {r.reopen_reason}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {r.done_at ? formatDateTime(r.done_at, area.timezone) : '—'}
                        {r.done_by_name && (
                          <Text size="xs" c="dimmed">
                            {r.done_by_name}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td maw={360}>
                        {r.comment && <Text size="sm">{r.comment}</Text>}
                        {r.photos.length > 0 && <PhotoGrid photos={r.photos} />}
                      </Table.Td>
                      <Table.Td>
                        {r.status === 'done' && (
                          <Button
                            size="xs"
                            variant="default"
                            leftSection={<IconRefresh size={14} />}
                            onClick={() => {
                              setReason('');
                              setReopening(r);
                            }}
                            aria-label={`À refaire : ${r.restaurant_name}`}
                          >
                            À refaire
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {rows.length === 0 && (
              <Text size="sm" c="dimmed">
                Aucun restaurant atteint (qui a le module Intranet) pour le moment.
              </Text>
            )}
          </Stack>
        )}
      </QueryState>
      <Modal opened={reopening !== null} onClose={() => setReopening(null)} title={`À refaire : ${reopening?.restaurant_name ?? ''}`}>
        <Stack>
          <Textarea
            label="Raison"
            description="Le restaurant la voit sur la campagne, qui repasse à faire."
            withAsterisk
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setReopening(null)}>
              Annuler
            </Button>
            <Button disabled={!reason.trim()} loading={reopen.isPending} onClick={() => reopening && reopen.mutate(reopening)}>
              Demander de refaire
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
};
