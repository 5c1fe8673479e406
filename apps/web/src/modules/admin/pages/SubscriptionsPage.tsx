import {
  type RestaurantSubscription,
  recurringLabels,
  type SubscriptionStatus,
  subscriptionStatuses,
  subscriptionStatusLabels,
} from '@fitfit/contracts';
import { Badge, Group, Select, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/format';
import { DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { usePagedList } from '../../../ui/usePagedList';
import { admin } from '../api';
import { SubscriptionStatusBadge } from '../components/StatusBadges';

export default function SubscriptionsPage() {
  const [onlySubscribed, setOnlySubscribed] = useState(true);
  const [status, setStatus] = useState<SubscriptionStatus | null>(null);
  const list = usePagedList<RestaurantSubscription>(admin.subscriptions, {
    filters: { only_subscribed: onlySubscribed ? 'true' : undefined, status: status ?? undefined },
    sort: 'started_on',
  });
  return (
    <>
      <PageHeader title="Abonnements" description="Abonnements des restaurants : modules, périodicité et montant HT" />
      <DataTable
        list={list}
        rowKey={(s) => s.id}
        searchPlaceholder="Rechercher un restaurant"
        emptyText="Aucun abonnement"
        toolbar={
          <>
            <Select
              aria-label="Filtrer par statut"
              placeholder="Tous les statuts"
              clearable
              value={status}
              onChange={(v) => setStatus(v as SubscriptionStatus | null)}
              data={subscriptionStatuses.map((s) => ({ value: s, label: subscriptionStatusLabels[s] }))}
              w={200}
            />
            <Switch label="Abonnés uniquement" checked={onlySubscribed} onChange={(e) => setOnlySubscribed(e.currentTarget.checked)} />
          </>
        }
        columns={[
          { key: 'restaurant', title: 'Restaurant', sort: 'restaurant_name', render: (s) => <Text fw={500}>{s.restaurant_name}</Text> },
          { key: 'status', title: 'Statut', sort: 'status', render: (s) => <SubscriptionStatusBadge status={s.status} /> },
          { key: 'recurring', title: 'Périodicité', render: (s) => recurringLabels[s.recurring] },
          {
            key: 'modules',
            title: 'Modules',
            render: (s) =>
              s.modules.length ? (
                <Group gap={4}>
                  {s.modules.map((m) => (
                    <Badge key={m.code_name} variant="default" tt="none">
                      {m.title}
                    </Badge>
                  ))}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  Aucun module
                </Text>
              ),
          },
          {
            key: 'started_on',
            title: 'Début',
            sort: 'started_on',
            render: (s) => (
              <div>
                <Text size="sm">{formatDate(s.started_on)}</Text>
                {s.status === 'trialing' && s.trial_ends_on && (
                  <Text size="xs" c="dimmed">
                    Essai jusqu'au {formatDate(s.trial_ends_on)}
                  </Text>
                )}
              </div>
            ),
          },
          {
            key: 'amount',
            title: 'Montant HT',
            sort: 'amount_cents',
            align: 'right',
            render: (s) => (
              <div>
                <Text size="sm" fw={500}>
                  {formatMoney(s.amount_cents)} / {s.recurring === 'yearly' ? 'an' : 'mois'}
                </Text>
                {s.recurring === 'yearly' && (
                  <Text size="xs" c="dimmed">
                    {formatMoney(s.monthly_amount_cents)} / mois × 10 (2 mois offerts)
                  </Text>
                )}
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
