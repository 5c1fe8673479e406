import { REPLICA_STALE_MS, type ReplicaStaleness } from '@fitfit/contracts';
import { Text } from '@mantine/core';
import { DEFAULT_TIMEZONE, dayjs } from '../../../../lib/dates';

/**
 * A report read on the reports' standby that lags by REPLICA_STALE_MS or more (docs/operations.md « Réplica ») says
 * when its figures stop, on the restaurant's clock; nothing otherwise (read on the primary, or caught up).
 */
export function ReplicaNotice({ replica, timezone = DEFAULT_TIMEZONE }: { replica?: ReplicaStaleness; timezone?: string }) {
  if (!replica || replica.lag_ms < REPLICA_STALE_MS) return null;
  return (
    <Text size="sm" c="dimmed" role="status">
      Données à {dayjs(replica.as_of).tz(timezone).format('HH:mm:ss')} : les ventes plus récentes s'afficheront dans un instant.
    </Text>
  );
}
