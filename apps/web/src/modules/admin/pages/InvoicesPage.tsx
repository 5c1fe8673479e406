import {
  type InvoiceStatus,
  invoicePaymentMethodLabels,
  invoiceStatuses,
  invoiceStatusLabels,
  monthLabel,
  plural,
  type SubscriptionInvoice,
} from '@fitfit/contracts';
import { ActionIcon, Button, Group, Modal, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconCash, IconFileTypePdf, IconListDetails, IconPlayerPlay, IconReceiptRefund } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { DataTable } from '../../../ui/DataTable';
import { FilterSelect } from '../../../ui/FilterSelect';
import { PageHeader } from '../../../ui/PageHeader';
import { toast } from '../../../ui/toast';
import { usePagedList } from '../../../ui/usePagedList';
import { useRefresh } from '../../../ui/useRefresh';
import { admin, adminEffects } from '../api';
import { invoicesApi } from '../billing-api';
import { InvoiceLinesModal } from '../components/InvoiceLinesModal';
import { CreditNoteModal, PaymentModal, useCreditNoteEditor, usePaymentEditor } from '../components/InvoiceModals';
import { InvoiceStatusBadge } from '../components/StatusBadges';

const periodLabel = monthLabel;

function RunModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const refresh = useRefresh();
  // the months over, from the first subscription's (the server's calendar: the run refuses a month not over)
  const periods = useQuery({
    queryKey: [...admin.invoices.keys.all, 'periods'],
    queryFn: ({ signal }) => invoicesApi.periods(signal).then((r) => r.periods),
  });
  const [chosen, setPeriod] = useState<string | null>(null);
  const period = chosen ?? periods.data?.[0] ?? null;
  const run = useMutation({
    mutationFn: () => invoicesApi.run(period ?? ''),
    onSuccess: async (result) => {
      await refresh(admin.invoices.keys.all, ...adminEffects.invoices);
      toast.success(
        result.created
          ? `${plural(result.created, 'facture émise', 'factures émises')} pour ${periodLabel(result.period)}`
          : `Aucune nouvelle facture pour ${periodLabel(result.period)} : tout est déjà facturé`,
      );
      onClose();
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Lancer la facturation mensuelle" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          run.mutate();
        }}
        noValidate
      >
        <Stack>
          <Text size="sm" c="dimmed">
            Émet une facture par abonnement actif (ou dont l'essai est terminé) pour un mois terminé. Un abonnement commencé ou arrêté dans
            le mois est facturé au prorata des jours, sans les jours d'essai. Un mois déjà facturé ne l'est pas deux fois.
          </Text>
          <Select
            label="Période"
            withAsterisk
            allowDeselect={false}
            disabled={!periods.data?.length}
            placeholder={periods.isPending ? 'Chargement…' : 'Aucun mois terminé à facturer'}
            data={(periods.data ?? []).map((p) => ({ value: p, label: periodLabel(p) }))}
            value={period}
            onChange={(v) => v && setPeriod(v)}
            error={run.isError ? errorMessage(run.error) : periods.isError ? errorMessage(periods.error) : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" loading={run.isPending} disabled={!period}>
              Facturer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export default function InvoicesPage() {
  const [status, setStatus] = useState<InvoiceStatus | null>(null);
  const [running, setRunning] = useState(false);
  const [shown, setShown] = useState<SubscriptionInvoice | null>(null);
  const list = usePagedList<SubscriptionInvoice>(admin.invoices, {
    filters: { status: status ?? undefined },
    sort: 'number',
  });
  const payment = usePaymentEditor();
  const credit = useCreditNoteEditor();
  const openPdf = (invoice: SubscriptionInvoice, creditNote?: { number: string }) =>
    invoicesApi.openPdf(invoice, creditNote).catch((error) => toast.fromError(error));

  return (
    <>
      <PageHeader
        title="Factures"
        description="Factures d'abonnement : HT, TVA 20 %, TTC, échéance à 30 jours"
        actions={
          <Button leftSection={<IconPlayerPlay size={16} />} onClick={() => setRunning(true)}>
            Lancer la facturation
          </Button>
        }
      />
      <DataTable
        list={list}
        rowKey={(i) => i.id}
        searchPlaceholder="Rechercher par numéro ou restaurant"
        emptyText="Aucune facture"
        toolbar={
          <FilterSelect
            aria-label="Filtrer par statut"
            placeholder="Tous les statuts"
            value={status}
            onChange={(v) => setStatus(v as InvoiceStatus | null)}
            data={invoiceStatuses.map((s) => ({ value: s, label: invoiceStatusLabels[s] }))}
          />
        }
        columns={[
          {
            key: 'number',
            phone: true,
            title: 'Numéro',
            sort: 'number',
            render: (i) => (
              <Text ff="monospace" size="sm" style={{ whiteSpace: 'nowrap' }}>
                {i.number}
              </Text>
            ),
            // a phone has room for three columns: the amount goes under the number
            phoneRender: (i) => (
              <Stack gap={2}>
                <Text ff="monospace" size="xs" style={{ whiteSpace: 'nowrap' }}>
                  {i.number}
                </Text>
                <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(i.total_ttc_cents)}
                </Text>
              </Stack>
            ),
          },
          { key: 'restaurant', title: 'Restaurant', sort: 'restaurant_name', render: (i) => i.restaurant_name },
          { key: 'period', title: 'Période', sort: 'period', render: (i) => periodLabel(i.period) },
          { key: 'issued_on', title: 'Émise le', sort: 'issued_on', render: (i) => (i.issued_on ? formatDate(i.issued_on) : '—') },
          {
            key: 'due_on',
            title: 'Échéance',
            sort: 'due_on',
            render: (i) => (
              <Text size="sm" c={i.status === 'overdue' ? 'red' : undefined} fw={i.status === 'overdue' ? 600 : undefined}>
                {i.due_on ? formatDate(i.due_on) : '—'}
              </Text>
            ),
          },
          { key: 'ht', title: 'HT', align: 'right', render: (i) => formatMoney(i.total_ht_cents) },
          {
            key: 'ttc',
            title: 'TTC',
            sort: 'total_ttc_cents',
            align: 'right',
            render: (i) => <Text fw={500}>{formatMoney(i.total_ttc_cents)}</Text>,
          },
          {
            key: 'status',
            phone: true,
            title: 'Statut',
            phoneRender: (i) => <InvoiceStatusBadge status={i.status} />,
            render: (i) => (
              <Stack gap={2} align="flex-start">
                <InvoiceStatusBadge status={i.status} />
                {i.credit_note && (
                  <Text size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    Avoir {i.credit_note.number}
                  </Text>
                )}
                {i.paid_at && (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    Payée le {formatDate(i.paid_at)}
                    {i.payment_method ? ` · ${invoicePaymentMethodLabels[i.payment_method]}` : ''}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            key: 'actions',
            phone: true,
            title: 'Actions',
            align: 'right',
            render: (i) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Tooltip label="Voir les lignes">
                  <ActionIcon variant="subtle" color="gray" aria-label={`Lignes de la facture ${i.number}`} onClick={() => setShown(i)}>
                    <IconListDetails size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Ouvrir le PDF">
                  <ActionIcon variant="subtle" aria-label={`PDF de la facture ${i.number}`} onClick={() => openPdf(i)}>
                    <IconFileTypePdf size={18} />
                  </ActionIcon>
                </Tooltip>
                {i.credit_note && (
                  <Tooltip label="Ouvrir le PDF de l’avoir">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`PDF de l’avoir ${i.credit_note.number}`}
                      onClick={() => openPdf(i, i.credit_note ?? undefined)}
                    >
                      <IconReceiptRefund size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
                {(i.status === 'issued' || i.status === 'overdue') && (
                  <Tooltip label="Marquer payée">
                    <ActionIcon
                      variant="subtle"
                      color="green"
                      aria-label={`Marquer la facture ${i.number} payée`}
                      onClick={() => payment.openEdit(i)}
                    >
                      <IconCash size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
                {i.status !== 'canceled' && i.status !== 'draft' && (
                  <Tooltip label="Annuler par un avoir">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Annuler la facture ${i.number} par un avoir`}
                      onClick={() => credit.openEdit(i)}
                    >
                      <IconReceiptRefund size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            ),
          },
        ]}
      />
      {running && <RunModal opened onClose={() => setRunning(false)} />}
      <InvoiceLinesModal invoice={shown} onClose={() => setShown(null)} />
      <PaymentModal editor={payment} />
      <CreditNoteModal editor={credit} />
    </>
  );
}
