import { type PriceListResult, type PriceListRow, plural, priceListColumns } from '@fitfit/contracts';
import { Alert, Badge, Button, Group, Modal, ScrollArea, Select, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { toast } from '../../../ui/toast';
import { useFilePicker } from '../../../ui/useFilePicker';
import { catalogueEffects, optionsFrom, stockAdmin, useProvidersLookup } from '../api';
import { alertTextColor } from './units';

const actionLabels: Record<PriceListRow['action'], { label: string; color: string }> = {
  // filled and dark: readable (WCAG AA) in small type
  create: { label: 'Nouveau produit', color: 'teal.9' },
  update: { label: 'Nouveau prix', color: 'blue.8' },
  unchanged: { label: 'Inchangé', color: 'gray.7' },
  error: { label: 'Erreur', color: 'red.9' },
};

/** A provider's price list (CSV or XLSX): preview row by row, then import all of it or nothing. */
export function PriceListImport({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const providers = useProvidersLookup();
  const queryClient = useQueryClient();
  const [providerId, setProviderId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<PriceListResult | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (mode: 'preview' | 'import', chosen = file) => {
    if (!providerId || !chosen) return;
    setBusy(true);
    try {
      const result = await stockAdmin.importPriceList(providerId, chosen, mode);
      setPreview(result);
      if (result.imported) {
        const { create, update } = result.counts;
        toast.success(
          `Liste de prix importée : ${plural(create, 'produit créé', 'produits créés')}, ${plural(update, 'prix mis à jour', 'prix mis à jour')}`,
        );
        await Promise.all(
          [stockAdmin.products.keys.all, ...catalogueEffects.products].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        );
        close();
      }
    } catch (error) {
      toast.fromError(error);
    } finally {
      setBusy(false);
    }
  };
  const picker = useFilePicker({
    accept: '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    onPick: ([picked]) => {
      setFile(picked);
      void run('preview', picked);
    },
  });
  const close = () => {
    setFile(null);
    setPreview(null);
    onClose();
  };
  const errors = preview?.counts.error ?? 0;
  return (
    <Modal opened={opened} onClose={close} title="Importer une liste de prix" size="xl">
      <Stack>
        <Text size="sm" c="dimmed">
          Fichier CSV (séparateur point-virgule) ou XLSX, avec en première ligne les colonnes : {priceListColumns.join(', ')}. Une référence
          connue du fournisseur met son prix à jour (l’ancien reste dans l’historique) ; une nouvelle référence crée le produit.
        </Text>
        <Group align="flex-end">
          <Select
            label="Fournisseur"
            withAsterisk
            data={optionsFrom(providers.data)}
            value={providerId}
            onChange={(v) => {
              setProviderId(v);
              setPreview(null);
              setFile(null);
            }}
            searchable
            w={280}
          />
          <Button variant="default" onClick={picker.open} disabled={!providerId} loading={busy && !preview}>
            {file ? `Changer de fichier (${file.name})` : 'Choisir un fichier'}
          </Button>
          {picker.element}
        </Group>
        {preview && (
          <>
            <Group gap="xs">
              {(Object.keys(actionLabels) as PriceListRow['action'][]).map((a) => (
                <Badge key={a} color={actionLabels[a].color} variant="filled">
                  {actionLabels[a].label} : {preview.counts[a]}
                </Badge>
              ))}
            </Group>
            {errors > 0 && (
              <Alert color="red" title={`${plural(errors, 'ligne en erreur', 'lignes en erreur')}`}>
                Rien ne sera importé tant que le fichier contient des erreurs : corrigez-le puis choisissez-le à nouveau.
              </Alert>
            )}
            <ScrollArea.Autosize mah={360}>
              <Table striped fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Ligne</Table.Th>
                    <Table.Th>Référence</Table.Th>
                    <Table.Th>Désignation</Table.Th>
                    <Table.Th>Résultat</Table.Th>
                    <Table.Th ta="right">Prix HT</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.rows.map((r) => (
                    <Table.Tr key={r.line}>
                      <Table.Td>{r.line}</Table.Td>
                      <Table.Td>{r.reference}</Table.Td>
                      <Table.Td>
                        {r.name}
                        {r.errors.map((e) => (
                          <Text key={e} size="xs" c={alertTextColor}>
                            {e}
                          </Text>
                        ))}
                      </Table.Td>
                      <Table.Td>
                        <Badge color={actionLabels[r.action].color} variant="filled">
                          {actionLabels[r.action].label}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right">
                        {r.previous_price_cents !== null && r.action === 'update' && (
                          <Text span size="xs" c="dimmed" td="line-through" mr={6}>
                            {formatMoney(r.previous_price_cents)}
                          </Text>
                        )}
                        {r.package_price_cents !== null ? formatMoney(r.package_price_cents) : '—'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Annuler
          </Button>
          <Button onClick={() => run('import')} disabled={!preview || errors > 0} loading={busy && !!preview}>
            Importer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
