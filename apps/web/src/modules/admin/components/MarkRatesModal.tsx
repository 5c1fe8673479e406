import { adminEndpoints, type Mark, type MarkRateInput, markRateInputSchema, monthLabel } from '@fitfit/contracts';
import { Alert, Badge, Button, Group, Loader, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { formatRate } from '../../../lib/format';
import { ApiError, errorMessage } from '../../../lib/http';
import { RateInput } from '../../../ui/inputs';
import { toast } from '../../../ui/toast';
import { admin, adminEffects } from '../api';

const thisMonth = () => new Date().toISOString().slice(0, 7);
export const markRatesKey = (markId: string) => [...admin.marks.keys.detail(markId), 'rates'];

/**
 * A mark's royalty and advertising rates over time (admin): the history, newest month first, and "new rates from a
 * month on". The royalties of a month use the rates in force that month (docs/franchisor.md).
 */
export function MarkRatesModal({ mark, onClose }: { mark: Mark | null; onClose(): void }) {
  const client = useQueryClient();
  const markId = mark?.id ?? '';
  const rates = useQuery({
    queryKey: markRatesKey(markId),
    queryFn: ({ signal }) => call(adminEndpoints.markRates, { params: { id: markId }, signal }).then((r) => r.data),
    enabled: mark !== null,
  });
  const [month, setMonth] = useState<string | null>(`${thisMonth()}-01`);
  const [royalty, setRoyalty] = useState<number | undefined>(mark?.royalty_rate_bp);
  const [advertising, setAdvertising] = useState<number | undefined>(mark?.advertising_rate_bp);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (input: MarkRateInput) => call(adminEndpoints.addMarkRate, { params: { id: markId }, body: input }),
    onSuccess: async (res) => {
      client.setQueryData(markRatesKey(markId), res.data);
      await Promise.all([admin.marks.keys.all, ...adminEffects.marks].map((queryKey) => client.invalidateQueries({ queryKey })));
      toast.success('Les nouveaux taux ont été enregistrés');
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      else toast.fromError(error);
    },
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = markRateInputSchema.safeParse({
      effective_month: month?.slice(0, 7) ?? '',
      royalty_rate_bp: royalty,
      advertising_rate_bp: advertising,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <Modal opened={mark !== null} onClose={onClose} title={mark ? `Taux de « ${mark.name} »` : ''} size="lg">
      <Stack>
        <Text size="sm" c="dimmed">
          Les redevances d'un mois sont calculées avec les taux en vigueur ce mois-là. Un nouveau taux s'applique à partir du mois choisi ;
          les mois précédents gardent les leurs.
        </Text>
        {rates.isLoading ? (
          <Group justify="center" py="md">
            <Loader size="sm" aria-label="Chargement de l'historique" />
          </Group>
        ) : rates.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(rates.error)}
          </Alert>
        ) : !rates.data?.length ? (
          <Text size="sm">
            Aucun changement de taux : {formatRate(mark?.royalty_rate_bp ?? 0)} de redevance et {formatRate(mark?.advertising_rate_bp ?? 0)}{' '}
            de redevance publicitaire depuis la création de la marque.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table striped aria-label="Historique des taux">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>À partir de</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>Redevance</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>Publicité</Table.Th>
                  <Table.Th>Saisi</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rates.data.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" fw={500}>
                          {monthLabel(r.effective_month)}
                        </Text>
                        {r.current && (
                          <Badge size="sm" variant="light">
                            En vigueur
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{formatRate(r.royalty_rate_bp)}</Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{formatRate(r.advertising_rate_bp)}</Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        {r.created_by_name ?? '—'}, {formatDateTime(r.created_at, 'Europe/Paris')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text fw={600} size="sm">
              Nouveaux taux
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <MonthPickerInput
                label="À partir de"
                valueFormat="MMMM YYYY"
                value={month}
                onChange={setMonth}
                error={errors.effective_month}
                withAsterisk
              />
              <RateInput label="Redevance" value={royalty} onChange={setRoyalty} error={errors.royalty_rate_bp} withAsterisk />
              <RateInput label="Publicité" value={advertising} onChange={setAdvertising} error={errors.advertising_rate_bp} withAsterisk />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Fermer
              </Button>
              <Button type="submit" loading={save.isPending}>
                Enregistrer les taux
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
