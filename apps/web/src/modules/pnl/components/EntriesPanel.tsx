import {
  frenchMonth,
  type PnlCategory,
  type PnlEntry,
  type PnlEntryInput,
  type PnlEntryKind,
  pnlEntryInputSchema,
  pnlEntryKindLabels,
  pnlSectionLabels,
} from '@fitfit/contracts';
import { ActionIcon, Button, Group, ScrollArea, Select, SimpleGrid, Table, Text, TextInput, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconPaperclip, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useMayWrite } from '../../../ui/access';
import { FormModal } from '../../../ui/FormModal';
import { MoneyInput } from '../../../ui/inputs';
import { QueryState } from '../../../ui/QueryState';
import { RowActions } from '../../../ui/RowActions';
import { useScreenSize } from '../../../ui/screen';
import { toast } from '../../../ui/toast';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import { useFilePicker } from '../../../ui/useFilePicker';
import type { PnlApi } from '../api';
import { money } from './format';

interface Values extends Record<string, unknown> {
  month: string;
  kind: PnlEntryKind;
  category_id: string | null;
  label: string;
  amount_cents: number | undefined;
  reference: string;
}

/** The month's entries (staff costs, invoices, purchases entered by hand, stock variation) with their receipts. */
export function EntriesPanel({
  pnl,
  month,
  categories,
  closed,
}: {
  pnl: PnlApi;
  month: string;
  categories: PnlCategory[];
  closed: boolean;
}) {
  const queryClient = useQueryClient();
  const isPhone = useScreenSize() === 'sm';
  const mayWrite = useMayWrite();
  const query = useQuery({ queryKey: pnl.keys.entries(month), queryFn: ({ signal }) => pnl.entries(month, signal) });
  const editor = useEditor<Values, PnlEntry>({
    resource: pnl.entriesResource,
    validate: pnlEntryInputSchema,
    // the values passed the schema above: its input, with the amount given
    save: (v, item) => pnl.saveEntry(v as PnlEntryInput, item),
    empty: { month, kind: 'charge', category_id: null, label: '', amount_cents: undefined, reference: '' },
    toValues: (e) => ({
      month: e.month,
      kind: e.kind,
      category_id: e.category_id,
      label: e.label,
      amount_cents: e.amount_cents,
      reference: e.reference ?? '',
    }),
    created: 'Saisie enregistrée',
    updated: 'Saisie modifiée',
    affects: [pnl.keys.all],
  });
  const remove = useDeleteAction({ resource: pnl.entriesResource, remove: pnl.deleteEntry, noun: 'la saisie', affects: [pnl.keys.all] });
  const [attachTo, setAttachTo] = useState<PnlEntry | null>(null);
  const picker = useFilePicker({
    accept: 'application/pdf,image/jpeg,image/png',
    onPick: async ([file]) => {
      if (!attachTo) return;
      try {
        await pnl.attach(attachTo.id, file);
        toast.success('Pièce jointe enregistrée');
        await queryClient.invalidateQueries({ queryKey: pnl.keys.entries(month) });
      } catch (e) {
        toast.fromError(e);
      }
    },
  });
  const kind = editor.form.values.kind;
  const categoryOptions = (Object.keys(pnlSectionLabels) as (keyof typeof pnlSectionLabels)[]).map((s) => ({
    group: pnlSectionLabels[s],
    items: categories.filter((c) => c.section === s).map((c) => ({ value: c.id, label: c.name })),
  }));
  const entries = query.data ?? [];
  const total = entries.reduce((a, e) => a + e.amount_cents, 0);
  return (
    <>
      {picker.element}
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          Salaires, factures et achats hors commandes du stock de {frenchMonth(month)}, avec leur pièce (PDF, JPEG ou PNG).
        </Text>
        {mayWrite && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              editor.openCreate();
              editor.form.setFieldValue('month', month);
            }}
            disabled={closed}
          >
            Ajouter une saisie
          </Button>
        )}
      </Group>
      <QueryState query={query}>
        {entries.length === 0 ? (
          <Text c="dimmed" py="lg" ta="center">
            Aucune saisie pour {frenchMonth(month)}.
          </Text>
        ) : (
          <ScrollArea type="auto">
            <Table fz="sm" miw={isPhone ? 0 : 760} aria-label={`Saisies de ${frenchMonth(month)}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Libellé</Table.Th>
                  {!isPhone && <Table.Th scope="col">Ligne du PNL</Table.Th>}
                  {!isPhone && <Table.Th scope="col">Référence</Table.Th>}
                  <Table.Th scope="col" ta="right">
                    Montant HT
                  </Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>
                      {e.label}
                      {e.created_by_name && (
                        <Text size="xs" c="dimmed">
                          par {e.created_by_name}
                        </Text>
                      )}
                    </Table.Td>
                    {!isPhone && <Table.Td>{e.kind === 'charge' ? e.category_name : pnlEntryKindLabels[e.kind]}</Table.Td>}
                    {!isPhone && <Table.Td>{e.reference ?? '—'}</Table.Td>}
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {money(e.amount_cents)}
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        label={`la saisie ${e.label}`}
                        onEdit={closed ? undefined : () => editor.openEdit(e)}
                        onDelete={closed ? undefined : () => remove(e.id, e.label)}
                        extra={
                          <>
                            {e.attachment_name && (
                              <Tooltip label={`Télécharger ${e.attachment_name}`}>
                                <ActionIcon
                                  variant="subtle"
                                  aria-label={`Télécharger la pièce de ${e.label}`}
                                  onClick={() => pnl.downloadAttachment(e).catch((err) => toast.fromError(err))}
                                >
                                  <IconDownload size={16} />
                                </ActionIcon>
                              </Tooltip>
                            )}
                            {!closed && mayWrite && (
                              <Tooltip label={e.attachment_name ? 'Remplacer la pièce' : 'Joindre la pièce'}>
                                <ActionIcon
                                  variant="subtle"
                                  aria-label={`Joindre la pièce de ${e.label}`}
                                  onClick={() => {
                                    setAttachTo(e);
                                    picker.open();
                                  }}
                                >
                                  <IconPaperclip size={16} />
                                </ActionIcon>
                              </Tooltip>
                            )}
                          </>
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row" colSpan={isPhone ? 1 : 3}>
                    Total des saisies
                  </Table.Th>
                  <Table.Td ta="right" fw={700}>
                    {money(total)}
                  </Table.Td>
                  <Table.Td />
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </ScrollArea>
        )}
      </QueryState>
      <FormModal editor={editor} title={editor.isNew ? 'Nouvelle saisie' : 'Modifier la saisie'}>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label="Nature"
            data={Object.entries(pnlEntryKindLabels).map(([value, label]) => ({ value, label }))}
            allowDeselect={false}
            withAsterisk
            {...editor.form.getInputProps('kind')}
          />
          {kind === 'charge' && (
            <Select
              label="Catégorie"
              placeholder={categories.length ? 'Choisir' : 'Ajoutez d’abord une catégorie'}
              data={categoryOptions}
              withAsterisk
              searchable
              {...editor.form.getInputProps('category_id')}
            />
          )}
        </SimpleGrid>
        <TextInput label="Libellé" withAsterisk maxLength={120} {...editor.form.getInputProps('label')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <MoneyInput
            label="Montant HT"
            allowNegative={kind === 'stock_variation'}
            description={kind === 'stock_variation' ? 'Stock d’ouverture − stock de clôture' : undefined}
            withAsterisk
            {...editor.form.getInputProps('amount_cents')}
          />
          <TextInput
            label="Référence"
            description="N° de facture, de bulletin…"
            maxLength={60}
            {...editor.form.getInputProps('reference')}
          />
        </SimpleGrid>
      </FormModal>
    </>
  );
}
