import { type AdminUser, recurringLabels, type SponsoredRestaurant } from '@fitfit/contracts';
import { Badge, Drawer, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format';
import { DataTable } from '../../../ui/DataTable';
import { usePagedList } from '../../../ui/usePagedList';
import { admin } from '../api';
import { SubscriptionStatusBadge } from './StatusBadges';

function SponsoredList({ user }: { user: AdminUser }) {
  const list = usePagedList<SponsoredRestaurant>(admin.sponsoredRestaurants(user.id));
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        Code affilié : <strong>{user.affiliate_code ?? '—'}</strong>
      </Text>
      <DataTable
        list={list}
        rowKey={(r) => r.id}
        searchPlaceholder="Rechercher un restaurant"
        emptyText="Ce commercial ne parraine encore aucun restaurant"
        columns={[
          { key: 'name', title: 'Restaurant', render: (r) => <Text fw={500}>{r.name}</Text> },
          { key: 'city', title: 'Ville', render: (r) => r.city ?? '—' },
          {
            key: 'status',
            title: 'Abonnement',
            render: (r) =>
              r.subscription_status ? (
                <SubscriptionStatusBadge status={r.subscription_status} />
              ) : (
                <Badge color="gray" variant="dot" tt="none">
                  Aucun
                </Badge>
              ),
          },
          { key: 'recurring', title: 'Périodicité', render: (r) => (r.recurring ? recurringLabels[r.recurring] : '—') },
          { key: 'amount', title: 'Mensuel HT', align: 'right', render: (r) => formatMoney(r.monthly_amount_cents) },
        ]}
      />
    </>
  );
}

export function SponsoredRestaurantsDrawer({ user, onClose }: { user: AdminUser | null; onClose(): void }) {
  return (
    <Drawer
      opened={user !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={user ? `Restaurants parrainés par ${user.first_name} ${user.last_name}` : ''}
    >
      {user && <SponsoredList user={user} />}
    </Drawer>
  );
}
