import { lotKindLabels, plural, type TraceNode } from '@fitfit/contracts';
import { Badge, Button, Card, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconFileTypeCsv, IconRoute } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { QueryState } from '../../../ui/QueryState';
import { toast } from '../../../ui/toast';
import type { Haccp } from '../api';
import { frDay } from './lots';

const kindColor = { traceability: 'blue', reception: 'grape', production: 'indigo' } as const;

const LotCard = ({ lot, onTrace }: { lot: Omit<TraceNode, 'depth' | 'via'> & { depth?: number }; onTrace?(id: string): void }) => (
  <Card withBorder padding="sm" ml={lot.depth ? Math.min(lot.depth - 1, 4) * 14 : 0}>
    <Stack gap={2}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={6}>
          <Badge variant="light" color={kindColor[lot.kind]}>
            {lotKindLabels[lot.kind]}
          </Badge>
          {lot.depth ? (
            <Text size="xs" c="dimmed">
              niveau {lot.depth}
            </Text>
          ) : null}
        </Group>
        {onTrace && (
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => onTrace(lot.id)}
            aria-label={`Tracer ${lot.product} ${lot.lot ?? ''}`.trim()}
          >
            Tracer
          </Button>
        )}
      </Group>
      <Text fw={600}>
        {lot.product}
        {lot.lot ? ` · lot ${lot.lot}` : ''}
      </Text>
      <Text size="sm">
        {lot.dlc ? `DLC ${frDay(lot.dlc)}` : 'Sans DLC'}
        {lot.provider ? ` · ${lot.provider}` : ''}
      </Text>
      <Text size="xs" c="dimmed">
        Enregistré le {formatDateTime(lot.recorded_at)}
        {lot.recorded_by_name ? ` par ${lot.recorded_by_name}` : ''}
      </Text>
    </Stack>
  </Card>
);

/**
 * « Traçabilité du lot »: a lot, what it is made of back to the deliveries (upstream) and every production it
 * went into (downstream), each lot traceable in turn, and the CSV of a recall.
 */
export function LotTraceDrawer({ haccp, lotId, onClose }: { haccp: Haccp; lotId: string | null; onClose(): void }) {
  // tracing a lot of the trace replaces the one shown; closing forgets them
  const [shown, setShown] = useState<string | null>(null);
  const id = shown ?? lotId;
  const query = useQuery({
    queryKey: [...haccp.lots.key, 'trace', id],
    queryFn: ({ signal }) => haccp.lotTrace(id as string, signal),
    enabled: !!id,
  });
  const [busy, setBusy] = useState(false);
  const close = () => {
    setShown(null);
    onClose();
  };
  const trace = query.data;
  const exportCsv = async () => {
    if (!trace) return;
    setBusy(true);
    try {
      await haccp.downloadLotTrace(trace.lot.id, `tracabilite-lot-${trace.lot.lot ?? 'livraison'}.csv`);
      toast.success('Traçabilité du lot téléchargée');
    } catch (e) {
      toast.fromError(e);
    } finally {
      setBusy(false);
    }
  };
  const section = (title: string, icon: React.ReactNode, nodes: TraceNode[], empty: string) => (
    <Stack gap="xs">
      <Group gap={6}>
        {icon}
        <Title order={3} size="h5">
          {title} ({nodes.length})
        </Title>
      </Group>
      {nodes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        nodes.map((n) => <LotCard key={n.id} lot={n} onTrace={setShown} />)
      )}
    </Stack>
  );
  return (
    <Drawer opened={!!lotId} onClose={close} position="right" size="lg" title="Traçabilité du lot">
      <QueryState query={query}>
        {trace && (
          <Stack>
            <LotCard lot={trace.lot} />
            <Group justify="space-between">
              <Text size="sm">
                {plural(trace.upstream.length, 'lot en amont', 'lots en amont')},{' '}
                {plural(trace.downstream.length, 'production en aval', 'productions en aval')}
              </Text>
              <Button variant="default" leftSection={<IconFileTypeCsv size={16} />} loading={busy} onClick={exportCsv}>
                Exporter (CSV)
              </Button>
            </Group>
            {section(
              'En amont : ingrédients et livraisons',
              <IconArrowBackUp size={18} />,
              trace.upstream,
              trace.lot.kind === 'production' ? 'Aucun lot enregistré pour cette production.' : "Aucun lot en amont : c'est une entrée.",
            )}
            {section(
              'En aval : productions qui l’ont utilisé',
              <IconArrowForwardUp size={18} />,
              trace.downstream,
              "Ce lot n'est entré dans aucune production.",
            )}
            {shown && shown !== lotId && (
              <Button variant="subtle" leftSection={<IconRoute size={16} />} onClick={() => setShown(null)}>
                Revenir au lot de départ
              </Button>
            )}
          </Stack>
        )}
      </QueryState>
    </Drawer>
  );
}
