import {
  type PayoutImportField,
  type PayoutImportMapping,
  type PayoutImportPreview,
  type PayoutProvider,
  payoutImportCommonHeaders,
  payoutImportFieldLabels,
  payoutImportFields,
  payoutImportRowStatusLabels,
  plural,
} from '@fitfit/contracts';
import { Alert, Badge, Button, Group, Modal, ScrollArea, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/format';
import { toast } from '../../../../ui/toast';
import { useFilePicker } from '../../../../ui/useFilePicker';
import { useRefresh } from '../../../../ui/useRefresh';
import type { PayoutsApi } from '../payouts-api';
import { providerOptions } from './PayoutModals';

const statusColor = { matched: 'green', gap: 'orange', duplicate: 'gray', error: 'red' } as const;
const required: PayoutImportField[] = ['received_on', 'amount'];
/** French quotes that do not break from their word. */
const q = (text: string) => `«\u00a0${text}\u00a0»`;

/** The file's bytes as base64 (the API reads the encoding itself: UTF-8 or Windows-1252). */
const base64Of = async (file: File) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/**
 * « Importer un relevé »: a provider's CSV statement, previewed row by row (the payout each row creates, its days,
 * rapproché / écart / déjà importé / erreur), then imported all or nothing. A file not in the common format is mapped
 * here, column by column; the API remembers the mapping for the provider.
 */
export function ImportStatementModal({ payouts, opened, onClose }: { payouts: PayoutsApi; opened: boolean; onClose(): void }) {
  const refresh = useRefresh();
  const [provider, setProvider] = useState<PayoutProvider>('card');
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [mapping, setMapping] = useState<Partial<Record<PayoutImportField, string>>>({});
  const [preview, setPreview] = useState<PayoutImportPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setFile(null);
    setPreview(null);
    setMapping({});
    onClose();
  };
  const load = async (next: { provider: PayoutProvider; content: string; mapping?: PayoutImportMapping }) => {
    setBusy(true);
    try {
      const answer = await payouts.previewImport({ provider: next.provider, content_base64: next.content, mapping: next.mapping });
      setPreview(answer);
      setMapping(answer.mapping);
    } catch (error) {
      setPreview(null);
      toast.fromError(error);
    } finally {
      setBusy(false);
    }
  };
  const picker = useFilePicker({
    accept: '.csv,.txt,text/csv',
    onPick: async ([picked]) => {
      const content = await base64Of(picked);
      setFile({ name: picked.name, content });
      await load({ provider, content });
    },
  });
  const chosenMapping = (): PayoutImportMapping | undefined =>
    mapping.received_on && mapping.amount ? ({ ...mapping } as PayoutImportMapping) : undefined;
  const run = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const done = await payouts.importStatement({ provider, content_base64: file.content, mapping: chosenMapping() });
      await refresh(payouts.all);
      toast.success(
        `${plural(done.created, 'versement importé', 'versements importés')}, ${plural(done.matched, 'rapproché', 'rapprochés')}` +
          (done.skipped ? `, ${plural(done.skipped, 'déjà importé ignoré', 'déjà importés ignorés')}` : ''),
      );
      close();
    } catch (error) {
      toast.fromError(error);
    } finally {
      setBusy(false);
    }
  };
  const counts = preview?.counts;
  const fresh = counts ? counts.matched + counts.gap : 0;
  const columns = (preview?.columns ?? []).map((c) => ({ value: c, label: c }));
  return (
    <Modal opened={opened} onClose={close} title="Importer un relevé" size="xl">
      {picker.element}
      <Stack>
        <Select
          label="Prestataire"
          withAsterisk
          allowDeselect={false}
          data={providerOptions}
          value={provider}
          onChange={async (value) => {
            const next = (value ?? 'card') as PayoutProvider;
            setProvider(next);
            if (file) await load({ provider: next, content: file.content });
          }}
        />
        <Text size="sm">
          {`Format commun : une ligne par versement, colonnes ${payoutImportFields.map((f) => q(payoutImportCommonHeaders[f])).join(', ')} ` +
            `(date et montant reçu obligatoires ; ${q('Couvre')} : les journées payées, séparées par des espaces, ou les numéros de commande ` +
            `d'une plateforme). Séparateur ${q(';')}, ${q(',')} ou tabulation, montants 1\u00a0234,56 ou 1234.56, dates jj/mm/aaaa ou aaaa-mm-jj, ` +
            'UTF-8 ou Windows-1252. Un autre fichier : associez ses colonnes. Tout ou rien : une ligne en erreur refuse tout le relevé.'}
        </Text>
        <Group>
          <Button variant="default" leftSection={<IconFileUpload size={16} />} onClick={picker.open} loading={busy && !preview}>
            {file ? 'Choisir un autre fichier' : 'Choisir un fichier'}
          </Button>
          {file && <Text size="sm">{file.name}</Text>}
        </Group>
        {preview && !preview.common_format && (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              Colonnes du fichier
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {payoutImportFields.map((f) => (
                <Select
                  key={f}
                  label={payoutImportFieldLabels[f]}
                  withAsterisk={required.includes(f)}
                  placeholder="Aucune"
                  clearable={!required.includes(f)}
                  data={columns}
                  value={mapping[f] ?? null}
                  onChange={(c) => setMapping({ ...mapping, [f]: c ?? undefined })}
                />
              ))}
            </SimpleGrid>
            <Group>
              <Button
                variant="light"
                disabled={!chosenMapping()}
                loading={busy}
                onClick={() => file && load({ provider, content: file.content, mapping: chosenMapping() })}
              >
                Appliquer les colonnes
              </Button>
            </Group>
          </Stack>
        )}
        {preview?.message && (
          <Alert color="orange" title="Colonnes à associer">
            {preview.message}
          </Alert>
        )}
        {counts && !preview?.message && counts.error > 0 && (
          <Alert color="red" title={plural(counts.error, 'ligne en erreur', 'lignes en erreur')} role="alert">
            Corrigez le fichier puis choisissez-le à nouveau : rien ne sera importé tant qu'une ligne est en erreur.
          </Alert>
        )}
        {counts && !preview?.message && counts.error === 0 && (
          // the title in the text colour: green 9 on green's light background is 3.8:1 (axe)
          <Alert color={fresh ? 'green' : 'gray'} title="Aperçu du relevé" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
            {`${plural(counts.matched, 'versement rapproché', 'versements rapprochés')}, ${plural(counts.gap, 'écart', 'écarts')} (à rapprocher à la main), ` +
              `${plural(counts.duplicate, 'ligne déjà importée', 'lignes déjà importées')} (ignorées).`}
          </Alert>
        )}
        {preview && preview.rows.length > 0 && (
          <ScrollArea.Autosize mah={340} type="auto" viewportProps={{ tabIndex: 0, 'aria-label': 'Aperçu du relevé, défilable' }}>
            <Table striped miw={760} data-testid="statement-preview">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Ligne</Table.Th>
                  <Table.Th>Reçu le</Table.Th>
                  <Table.Th ta="right">Montant reçu</Table.Th>
                  <Table.Th ta="right">Commission</Table.Th>
                  <Table.Th>Référence</Table.Th>
                  <Table.Th>Journées</Table.Th>
                  <Table.Th>Statut</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.rows.map((r) => (
                  <Table.Tr key={r.line}>
                    <Table.Td>{r.line}</Table.Td>
                    <Table.Td>{r.received_on ? formatDate(r.received_on) : '—'}</Table.Td>
                    <Table.Td ta="right">{r.amount_cents == null ? '—' : formatMoney(r.amount_cents)}</Table.Td>
                    <Table.Td ta="right">{r.commission_cents == null ? '—' : formatMoney(r.commission_cents)}</Table.Td>
                    <Table.Td>{r.reference || '—'}</Table.Td>
                    <Table.Td>{r.days.length ? r.days.map((d) => formatDate(d.business_date)).join(', ') : '—'}</Table.Td>
                    <Table.Td>
                      <Badge color={statusColor[r.status]} variant="dot" tt="none">
                        {payoutImportRowStatusLabels[r.status]}
                      </Badge>
                      {r.message && (
                        <Text size="xs" mt={4}>
                          {r.message}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Annuler
          </Button>
          <Button
            onClick={run}
            disabled={!preview || !!preview.message || !counts || counts.error > 0 || fresh === 0}
            loading={busy && !!preview}
          >
            {fresh ? `Importer ${plural(fresh, 'versement', 'versements')}` : 'Importer'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
