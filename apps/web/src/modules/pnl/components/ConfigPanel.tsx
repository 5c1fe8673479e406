import {
  type PnlCategory,
  type PnlCategoryInput,
  type PnlSettings,
  pnlCategoryInputSchema,
  pnlChargeModeLabels,
  pnlSectionLabels,
  pnlSettingsInputSchema,
  pnlVatRegimeLabels,
} from '@fitfit/contracts';
import { Button, Card, Group, ScrollArea, Select, SimpleGrid, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconPlus } from '@tabler/icons-react';
import { formatRate } from '../../../lib/format';
import { useMayWrite } from '../../../ui/access';
import { FormModal } from '../../../ui/FormModal';
import { MoneyInput, RateInput } from '../../../ui/inputs';
import { RowActions } from '../../../ui/RowActions';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import type { PnlApi } from '../api';
import { money } from './format';

type CategoryValues = Omit<PnlCategoryInput, 'amount_cents' | 'rate_bp'> & {
  amount_cents: number | undefined;
  rate_bp: number | undefined;
};
type SettingsValues = { opening_balance_cents: number | undefined; opening_balance_on: string; vat_regime: PnlSettings['vat_regime'] };

/** The restaurant's PNL configuration: opening balance, VAT regime, charge categories; the mark's rates, read only. */
export function ConfigPanel({ pnl, settings }: { pnl: PnlApi; settings: PnlSettings }) {
  const settingsEditor = useEditor<SettingsValues, { id: string } & PnlSettings, PnlSettings>({
    validate: pnlSettingsInputSchema,
    item: { id: 'settings', ...settings },
    empty: { opening_balance_cents: 0, opening_balance_on: '', vat_regime: 'reel_normal' },
    toValues: (s) => ({
      opening_balance_cents: s.opening_balance_cents,
      opening_balance_on: s.opening_balance_on,
      vat_regime: s.vat_regime,
    }),
    save: (v) => pnl.saveSettings(v as never),
    created: 'Configuration enregistrée',
    updated: 'Configuration enregistrée',
    affects: [pnl.keys.settings],
  });
  const editor = useEditor<CategoryValues, PnlCategory>({
    resource: pnl.categories,
    validate: pnlCategoryInputSchema,
    save: (v, item) => pnl.saveCategory({ ...v, amount_cents: v.amount_cents ?? 0, rate_bp: v.rate_bp ?? 0 }, item),
    empty: { name: '', section: 'external', mode: 'fixed', amount_cents: undefined, rate_bp: undefined },
    toValues: (c) => ({ name: c.name, section: c.section, mode: c.mode, amount_cents: c.amount_cents, rate_bp: c.rate_bp }),
    created: 'Catégorie ajoutée',
    updated: 'Catégorie modifiée',
    affects: [pnl.keys.all],
  });
  const remove = useDeleteAction({
    resource: pnl.categories,
    remove: pnl.deleteCategory,
    noun: 'la catégorie',
    affects: [pnl.keys.all],
  });
  const mode = editor.form.values.mode;
  const f = settingsEditor.form;
  const mayWrite = useMayWrite();
  return (
    <Stack>
      <Card withBorder radius="md" padding="lg">
        <Title order={3} size="h4" mb="sm">
          Charges de l’exploitation
        </Title>
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            Fixe par mois, en pourcentage du CA HT, ou saisie chaque mois (les saisies s’ajoutent toujours à la ligne).
          </Text>
          {mayWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
              Ajouter une catégorie
            </Button>
          )}
        </Group>
        {settings.categories.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            Aucune catégorie de charges : ajoutez le loyer, les salaires, l’énergie…
          </Text>
        ) : (
          <ScrollArea type="auto">
            <Table fz="sm" aria-label="Catégories de charges">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Catégorie</Table.Th>
                  <Table.Th scope="col">Rubrique</Table.Th>
                  <Table.Th scope="col">Mode</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Montant ou taux
                  </Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {settings.categories.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>{c.name}</Table.Td>
                    <Table.Td>{pnlSectionLabels[c.section]}</Table.Td>
                    <Table.Td>{pnlChargeModeLabels[c.mode]}</Table.Td>
                    <Table.Td ta="right">
                      {c.mode === 'fixed' ? money(c.amount_cents) : c.mode === 'percent' ? formatRate(c.rate_bp) : '—'}
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        label={`la catégorie ${c.name}`}
                        onEdit={() => editor.openEdit(c)}
                        onDelete={() => remove(c.id, c.name)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" padding="lg" component="form" onSubmit={settingsEditor.submit} noValidate>
          <Title order={3} size="h4" mb="sm">
            Trésorerie et TVA
          </Title>
          <Stack>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <MoneyInput label="Solde d’ouverture" allowNegative withAsterisk {...f.getInputProps('opening_balance_cents')} />
              <DateInput
                label="Au"
                valueFormat="DD/MM/YYYY"
                withAsterisk
                value={f.values.opening_balance_on || null}
                onChange={(v) => f.setFieldValue('opening_balance_on', v ? String(v).slice(0, 10) : '')}
                error={f.errors.opening_balance_on}
              />
            </SimpleGrid>
            <Select
              label="Régime de TVA"
              description="Indiqué sur les exports pour l'expert-comptable ; le compte de résultat reste établi hors taxes."
              data={Object.entries(pnlVatRegimeLabels).map(([value, label]) => ({ value, label }))}
              allowDeselect={false}
              {...f.getInputProps('vat_regime')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={settingsEditor.saving}>
                Enregistrer
              </Button>
            </Group>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={3} size="h4" mb="sm">
            Redevances de la marque
          </Title>
          {settings.mark_name ? (
            <Stack gap={4}>
              <Text size="sm">Marque : {settings.mark_name}</Text>
              <Text size="sm">Redevance de franchise : {formatRate(settings.royalty_rate_bp)} du CA HT</Text>
              <Text size="sm">Redevance publicitaire : {formatRate(settings.advertising_rate_bp)} du CA HT</Text>
              <Text size="xs" c="dimmed">
                Les taux sont ceux de la marque, fixés par l’administrateur.
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              Restaurant indépendant : aucune redevance.
            </Text>
          )}
          <Text size="sm" mt="md" c="dimmed">
            {settings.holds_stocks
              ? 'Les achats viennent des réceptions de commandes du module Stock.'
              : 'Sans le module Stock, saisissez les achats et la variation de stock chaque mois.'}
          </Text>
        </Card>
      </SimpleGrid>
      <FormModal editor={editor} title={editor.isNew ? 'Nouvelle catégorie de charges' : 'Modifier la catégorie'}>
        <TextInput label="Nom" withAsterisk maxLength={80} {...editor.form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label="Rubrique"
            data={Object.entries(pnlSectionLabels).map(([value, label]) => ({ value, label }))}
            allowDeselect={false}
            {...editor.form.getInputProps('section')}
          />
          <Select
            label="Mode"
            data={Object.entries(pnlChargeModeLabels).map(([value, label]) => ({ value, label }))}
            allowDeselect={false}
            {...editor.form.getInputProps('mode')}
          />
        </SimpleGrid>
        {mode === 'fixed' && <MoneyInput label="Montant mensuel HT" withAsterisk {...editor.form.getInputProps('amount_cents')} />}
        {mode === 'percent' && <RateInput label="Pourcentage du CA HT" withAsterisk {...editor.form.getInputProps('rate_bp')} />}
      </FormModal>
    </Stack>
  );
}
