import { COOLING, type HeatTransferMode, heatTransferModeLabels, REHEATING } from '@fitfit/contracts';
import { Button, Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** A cooling or a reheating under way: started on this device, kept across reloads until it is recorded. */
export interface RunningTransfer {
  id: string;
  mode: HeatTransferMode;
  product: string;
  started_at: string;
  start_c: number;
}

export const limitMinutes = (mode: HeatTransferMode) => (mode === 'cooling' ? COOLING.max_minutes : REHEATING.max_minutes);

/** The transfers under way on this device, per restaurant. */
export const useRunningTransfers = (restaurantId: string) =>
  useLocalStorage<RunningTransfer[]>({ key: `fitfit.haccp.timers.${restaurantId}`, defaultValue: [], getInitialValueInEffect: false });

const clock = (ms: number) => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h} h ${String(m).padStart(2, '0')} min ${String(s).padStart(2, '0')} s`;
};

/** Ticks every second while shown. */
const useNow = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
};

/** The running timers: time elapsed against the regulation's limit (2 h to cool, 1 h to reheat), then "Terminer". */
export const HeatTimers = ({
  running,
  onFinish,
  onCancel,
}: {
  running: RunningTransfer[];
  onFinish(t: RunningTransfer): void;
  onCancel(t: RunningTransfer): void;
}) => {
  const now = useNow();
  if (running.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} mb="lg">
      {running.map((t) => {
        const elapsed = now - Date.parse(t.started_at);
        const limit = limitMinutes(t.mode) * 60_000;
        const late = elapsed > limit;
        return (
          <Card key={t.id} withBorder padding="md" role="timer" aria-label={`${heatTransferModeLabels[t.mode]} ${t.product}`}>
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600}>
                  {heatTransferModeLabels[t.mode]} : {t.product}
                </Text>
                <Text size="sm" c="dimmed">
                  départ {String(t.start_c).replace('.', ',')} °C
                </Text>
              </Group>
              <Text size="xl" fw={700} c={late ? 'red' : undefined} aria-live="off">
                {clock(elapsed)}
              </Text>
              <Progress value={Math.min(100, (elapsed / limit) * 100)} color={late ? 'red' : 'blue'} aria-label="Temps écoulé" />
              <Text size="sm" c={late ? 'red' : 'dimmed'}>
                {late
                  ? `Délai dépassé (maximum ${t.mode === 'cooling' ? '2 h' : '1 h'})`
                  : `Encore ${clock(limit - elapsed)} (maximum ${t.mode === 'cooling' ? '2 h' : '1 h'})`}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                <Button size="lg" onClick={() => onFinish(t)}>
                  Terminer et relever
                </Button>
                <Button variant="default" size="md" onClick={() => onCancel(t)}>
                  Abandonner
                </Button>
              </SimpleGrid>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
};
