import { plural } from '@fitfit/contracts';
import { Button, Group, Modal, Select, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../ui/QueryState';
import { toast } from '../../../ui/toast';
import { FollowUpTable } from '../FollowUpTable';
import type { DocumentAuthorApi } from './authorApi';
import type { DocumentRow } from './DocumentEditor';

/**
 * The follow-up of one version of a document (docs/intranet.md « Documents »): the receipts are per version, so the
 * author picks one (the current by default) and sees who of the restaurants addressed downloaded it and confirmed it,
 * and takes it as CSV or XLSX.
 */
export function DocumentFollowUpModal({
  api,
  document,
  network,
  timezone,
  onClose,
}: {
  api: DocumentAuthorApi;
  document: DocumentRow;
  network: boolean;
  timezone: string;
  onClose: () => void;
}) {
  const current = document.current?.number ?? null;
  const [version, setVersion] = useState<number | null>(current);
  const follow = useQuery({
    queryKey: api.followUpKey(document.id, version),
    queryFn: ({ signal }) => api.followUp(document.id, version, signal),
  });
  const data = follow.data;
  const exportAs = (format: 'csv' | 'xlsx') =>
    data && api.exportFollowUp(document.id, data.version_number, format).catch((e) => toast.fromError(e));
  return (
    <Modal opened onClose={onClose} title={`Suivi de « ${document.title} »`} size="xl">
      <Group justify="space-between" align="flex-end" gap="xs" mb="sm" wrap="wrap">
        <Select
          label="Version"
          data={Array.from({ length: current ?? 0 }, (_, i) => {
            const n = (current ?? 0) - i;
            return { value: String(n), label: n === current ? `Version ${n} (en cours)` : `Version ${n}` };
          })}
          value={version === null ? null : String(version)}
          onChange={(v) => v && setVersion(Number(v))}
          allowDeselect={false}
          maw={240}
        />
        <Group gap="xs">
          <Button variant="default" size="sm" leftSection={<IconDownload size={16} />} disabled={!data} onClick={() => exportAs('csv')}>
            CSV
          </Button>
          <Button variant="default" size="sm" leftSection={<IconDownload size={16} />} disabled={!data} onClick={() => exportAs('xlsx')}>
            XLSX
          </Button>
        </Group>
      </Group>
      <QueryState query={follow}>
        {data && (
          <>
            <Text size="sm" mb="sm">
              Téléchargée par {data.read_count} sur {plural(data.users_count, 'personne', 'personnes')}
              {network && ` dans ${plural(data.restaurants_count, 'restaurant', 'restaurants')}`}
              {data.requires_confirmation &&
                (network
                  ? ` · confirmée par ${data.confirmed_restaurants} sur ${plural(data.restaurants_count, 'restaurant', 'restaurants')}`
                  : data.confirmed_restaurants > 0
                    ? ' · confirmée pour le restaurant'
                    : ' · pas encore confirmée')}
            </Text>
            <FollowUpTable data={data} network={network} timezone={timezone} read="Téléchargée le" notRead="Pas téléchargée" />
          </>
        )}
      </QueryState>
    </Modal>
  );
}
