import type { NetworkClosing } from '@fitfit/contracts';
import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconLock } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { CursorPager } from '../../../ui/CursorPager';
import { type Column, DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { useScreenSize } from '../../../ui/screen';
import { useCursorList } from '../../../ui/useCursorList';
import { alertColor, money } from '../../caisse/components/ledger/common';
import { businessDays, formatDay } from '../../caisse/components/ledger/days';
import { networkResources } from '../api';
import { RestaurantFilter, useRestaurantFilter } from '../components/RestaurantFilter';

const TIMEZONE = 'Europe/Paris';
export const detailsPath = (id: string) => `/franchisor/z-caisse/details-cloture-de-caisse/${id}`;
export const closePath = (day: string, restaurantId: string) => `/franchisor/z-caisse/cloturer/${day}?restaurant=${restaurantId}`;

/** /franchisor/z-caisse: the daily closings of every restaurant of the network; closes a day of the chosen restaurant. */
export default function FranchisorZCaissePage() {
  const { restaurantId, chosen } = useRestaurantFilter();
  const navigate = useNavigate();
  const small = useScreenSize() === 'sm';
  const list = useCursorList<NetworkClosing>(networkResources(restaurantId).closings, { restaurant_id: restaurantId ?? undefined });
  const { today, yesterday } = businessDays(TIMEZONE);
  const details = (c: NetworkClosing) => c.id && navigate(detailsPath(c.id));

  const columns: Column<NetworkClosing>[] = [
    {
      key: 'restaurant',
      title: 'Restaurant',
      render: (c) => (
        <Text size="sm" fw={500}>
          {c.restaurant_name}
        </Text>
      ),
      phoneRender: (c) => (
        <>
          <Text size="sm" fw={600}>
            {formatDay(c.business_date)}
          </Text>
          <Text size="xs" c="dimmed">
            {c.restaurant_name}
          </Text>
        </>
      ),
    },
    { key: 'date', title: 'Journée', render: (c) => formatDay(c.business_date) },
    { key: 'number', title: 'N°', width: 70, render: (c) => c.number ?? '—' },
    { key: 'tickets', title: 'Tickets', align: 'right', width: 90, render: (c) => c.tickets_count },
    { key: 'revenue', title: 'CA TTC', align: 'right', width: 120, render: (c) => money(c.total_ttc_cents) },
    {
      key: 'variance',
      title: 'Écart de caisse',
      align: 'right',
      width: 130,
      render: (c) =>
        c.cash_variance_cents === null ? (
          '—'
        ) : (
          <Text size="sm" c={c.cash_variance_cents === 0 ? undefined : alertColor} fw={c.cash_variance_cents === 0 ? undefined : 600}>
            {money(c.cash_variance_cents)}
          </Text>
        ),
    },
    {
      key: 'closed',
      title: 'Clôturée par',
      render: (c) => (c.closed_at ? `${c.closed_by_name ?? '—'}, ${formatDateTime(c.closed_at, TIMEZONE)}` : '—'),
    },
    {
      key: 'actions',
      title: 'Actions',
      align: 'right',
      width: 80,
      render: (c) =>
        c.id ? (
          <Tooltip label="Voir le détail">
            <ActionIcon
              variant="subtle"
              aria-label={`Voir la clôture du ${formatDay(c.business_date)} de ${c.restaurant_name}`}
              onClick={() => details(c)}
            >
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null,
    },
  ];
  const shown = small ? columns.filter((c) => ['restaurant', 'revenue', 'variance', 'actions'].includes(c.key)) : columns;

  return (
    <>
      <PageHeader
        title="Rapport de clôture journalier"
        description="Les clôtures de caisse (Z) de tous vos restaurants : définitives, chaînées et signées d'une empreinte"
        actions={
          <>
            {chosen && (
              <>
                <Button leftSection={<IconLock size={16} />} component={Link} to={closePath(today, chosen.id)}>
                  Clôturer aujourd'hui
                </Button>
                <Button variant="default" leftSection={<IconLock size={16} />} component={Link} to={closePath(yesterday, chosen.id)}>
                  Clôturer hier
                </Button>
              </>
            )}
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              component={Link}
              to="/franchisor/z-caisse/exporter-une-periode"
            >
              Exporter une période
            </Button>
          </>
        }
      />
      <Group mb="sm" align="flex-end" gap="sm">
        <RestaurantFilter />
        {!chosen && (
          <Text size="sm" c="dimmed" pb={8}>
            Choisissez un restaurant pour clôturer une de ses journées.
          </Text>
        )}
      </Group>
      <DataTable
        list={list}
        columns={shown}
        rowKey={(c) => c.id ?? `${c.restaurant_id}-${c.business_date}`}
        noSearch
        emptyText="Aucune clôture pour l'instant dans votre réseau."
        onRowClick={details}
        pager={<CursorPager list={list} />}
        minWidth={small ? 0 : undefined}
      />
    </>
  );
}
