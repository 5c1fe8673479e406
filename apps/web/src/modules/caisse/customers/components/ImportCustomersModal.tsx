import { type CustomerImportResult, plural } from '@fitfit/contracts';
import { Alert, Button, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from '../../../../ui/toast';
import { useFilePicker } from '../../../../ui/useFilePicker';
import { useRefresh } from '../../../../ui/useRefresh';
import type { CustomerApi } from '../api';

const errorColor = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))';

/**
 * Import of an existing customer file: the file is checked first (preview, each row's errors), then imported
 * whole — the API takes every row or none.
 */
export function ImportCustomersModal({ api, opened, onClose }: { api: CustomerApi; opened: boolean; onClose(): void }) {
  const refresh = useRefresh();
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [preview, setPreview] = useState<CustomerImportResult | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setFile(null);
    setPreview(null);
    onClose();
  };
  const picker = useFilePicker({
    accept: '.csv,text/csv',
    onPick: async ([picked]) => {
      setBusy(true);
      try {
        const csv = await picked.text();
        setFile({ name: picked.name, csv });
        setPreview(await api.importCsv(csv, true));
      } catch (error) {
        setPreview(null);
        toast.fromError(error);
      } finally {
        setBusy(false);
      }
    },
  });
  const run = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const done = await api.importCsv(file.csv, false);
      await refresh(api.customers.keys.all);
      toast.success(`${plural(done.imported, 'client importé', 'clients importés')}`);
      close();
    } catch (error) {
      toast.fromError(error);
    } finally {
      setBusy(false);
    }
  };
  const wrong = preview?.rows.filter((r) => Object.keys(r.errors).length) ?? [];
  return (
    <Modal opened={opened} onClose={close} title="Importer un fichier clients (CSV)" size="xl">
      {picker.element}
      <Stack>
        <Text size="sm">
          Colonnes reconnues : Prénom, Nom (obligatoire), E-mail, Téléphone, Anniversaire, Adresse, Code postal, Ville, Société, Numéro de
          TVA, Points de fidélité, Notes, Consentement marketing (oui/non). Séparateur {'«\u00a0;\u00a0»'} ou {'«\u00a0,\u00a0»'}.
        </Text>
        <Group>
          <Button variant="default" leftSection={<IconFileUpload size={16} />} onClick={picker.open} loading={busy && !preview}>
            {file ? 'Choisir un autre fichier' : 'Choisir un fichier'}
          </Button>
          {file && <Text size="sm">{file.name}</Text>}
        </Group>
        {preview && wrong.length > 0 && (
          <Alert color="red" title={`${plural(wrong.length, 'ligne en erreur', 'lignes en erreur')}`} role="alert">
            Corrigez le fichier puis choisissez-le à nouveau : aucun client ne sera importé tant qu'une ligne est en erreur.
          </Alert>
        )}
        {preview && wrong.length === 0 && (
          <Alert color="green" title="Fichier valide">
            {plural(preview.rows.length, 'client prêt', 'clients prêts')} à être importés.
          </Alert>
        )}
        {preview && (
          <ScrollArea h={300} type="auto">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Ligne</Table.Th>
                  <Table.Th>Nom</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Erreurs</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...wrong, ...preview.rows.filter((r) => !Object.keys(r.errors).length)].map((r) => (
                  <Table.Tr key={r.line}>
                    <Table.Td>{r.line}</Table.Td>
                    <Table.Td>{r.name || '—'}</Table.Td>
                    <Table.Td>{r.email ?? '—'}</Table.Td>
                    <Table.Td>
                      {Object.values(r.errors).length ? (
                        Object.values(r.errors).map((m) => (
                          <Text key={m} size="sm" style={{ color: errorColor }}>
                            {m}
                          </Text>
                        ))
                      ) : (
                        <Text size="sm" c="dimmed">
                          OK
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Annuler
          </Button>
          <Button onClick={run} disabled={!preview || wrong.length > 0} loading={busy && Boolean(preview)}>
            {preview && !wrong.length ? `Importer ${plural(preview.rows.length, 'client', 'clients')}` : 'Importer'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
