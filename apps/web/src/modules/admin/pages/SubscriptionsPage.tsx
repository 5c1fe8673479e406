import {
  adminBillingEndpoints,
  type RestaurantSubscription,
  recurringLabels,
  type SubscriptionStatus,
  subscriptionStatuses,
  subscriptionStatusLabels,
} from '@fitfit/contracts';
import { Badge, Button, Group, Switch, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { call } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/format';
import { confirm } from '../../../ui/confirm';
import { DataTable } from '../../../ui/DataTable';
import { FilterSelect } from '../../../ui/FilterSelect';
import { PageHeader } from '../../../ui/PageHeader';
import { RowActions } from '../../../ui/RowActions';
import { toast } from '../../../ui/toast';
import { usePagedList } from '../../../ui/usePagedList';
import { useRefresh } from '../../../ui/useRefresh';
import { admin, adminEffects } from '../api';
import { SubscriptionStatusBadge } from '../components/StatusBadges';
import { SubscriptionModal, useSubscriptionEditor } from '../components/SubscriptionModal';

export default function SubscriptionsPage() {
  const [onlySubscribed, setOnlySubscribed] = useState(true);
  const [status, setStatus] = useState<SubscriptionStatus | null>(null);
  const list = usePagedList<RestaurantSubscription>(admin.subscriptions, {
    filters: { only_subscribed: onlySubscribed ? 'true' : undefined, status: status ?? undefined },
    sort: 'started_on',
  });
  const editor = useSubscriptionEditor();
  const refresh = useRefresh();
  const cancel = async (s: RestaurantSubscription) => {
    const ok = await confirm({
      title: `Résilier l’abonnement de « ${s.restaurant_name} » ?`,
      message: 'L’abonnement reste dans l’historique, daté, et ne sera plus facturé. Les factures déjà émises ne changent pas.',
      confirmLabel: 'Résilier',
      danger: true,
    });
    if (!ok) return;
    try {
      await call(adminBillingEndpoints.cancelSubscription, { params: { id: s.id } });
      await refresh(admin.subscriptions.keys.all, ...adminEffects.subscriptions);
      toast.success(`Abonnement de « ${s.restaurant_name} » résilié`);
    } catch (error) {
      toast.fromError(error);
    }
  };
  return (
    <>
      <PageHeader
        title="Abonnements"
        description="Abonnements des restaurants : modules, périodicité et montant HT"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
            Nouvel abonnement
          </Button>
        }
      />
      <DataTable
        list={list}
        rowKey={(s) => s.id}
        searchPlaceholder="Rechercher un restaurant"
        emptyText="Aucun abonnement"
        toolbar={
          <>
            <FilterSelect
              aria-label="Filtrer par statut"
              placeholder="Tous les statuts"
              value={status}
              onChange={(v) => setStatus(v as SubscriptionStatus | null)}
              data={subscriptionStatuses.map((s) => ({ value: s, label: subscriptionStatusLabels[s] }))}
            />
            <Switch label="Abonnés uniquement" checked={onlySubscribed} onChange={(e) => setOnlySubscribed(e.currentTarget.checked)} />
          </>
        }
        columns={[
          {
            key: 'restaurant',
            phone: true,
            title: 'Restaurant',
            sort: 'restaurant_name',
            render: (s) => <Text fw={500}>{s.restaurant_name}</Text>,
          },
          { key: 'status', phone: true, title: 'Statut', sort: 'status', render: (s) => <SubscriptionStatusBadge status={s.status} /> },
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
          {
            key: 'actions',
            phone: true,
            title: 'Actions',
            align: 'right',
            render: (s) =>
              s.status === 'canceled' ? (
                <Text size="xs" c="dimmed">
                  {s.canceled_at ? `Résilié le ${formatDate(s.canceled_at)}` : 'Résilié'}
                </Text>
              ) : (
                <RowActions
                  label={`l’abonnement de ${s.restaurant_name}`}
                  onEdit={() => editor.openEdit(s)}
                  extra={
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Résilier l’abonnement de ${s.restaurant_name}`}
                      onClick={() => cancel(s)}
                    >
                      Résilier
                    </Button>
                  }
                />
              ),
          },
        ]}
      />
      <SubscriptionModal editor={editor} />
    </>
  );
}
