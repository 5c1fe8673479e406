import { ACCOUNT_NUMBER_MESSAGE, type AccountingAccount, accountNumberSchema } from '@fitfit/contracts';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { QueryState } from '../../../ui/QueryState';
import { toast } from '../../../ui/toast';
import type { AccountingApi } from './api';

type Draft = Record<string, { number: string; label: string }>;

/** « Comptes comptables »: each account the export writes to, its number (3 to 10 digits) and label, PCG defaults. */
export function AccountsForm({ api }: { api: AccountingApi }) {
  const client = useQueryClient();
  const query = useQuery({ queryKey: api.accountsKey, queryFn: api.accounts });
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const accounts = query.data?.accounts ?? [];
  useEffect(() => {
    if (query.data) setDraft(Object.fromEntries(query.data.accounts.map((a) => [a.key, { number: a.number, label: a.label }])));
  }, [query.data]);

  const groups = [...new Set(accounts.map((a) => a.group))];
  const set = (key: string, part: Partial<Draft[string]>) => setDraft((d) => ({ ...d, [key]: { ...d[key], ...part } }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = Object.fromEntries(
      accounts
        .filter((a) => !accountNumberSchema.safeParse(draft[a.key]?.number ?? '').success)
        .map((a) => [`${a.key}.number`, ACCOUNT_NUMBER_MESSAGE]),
    );
    for (const a of accounts) if (!draft[a.key]?.label.trim()) invalid[`${a.key}.label`] = 'Le libellé est obligatoire';
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    setSaving(true);
    try {
      const saved = await api.saveAccounts({ accounts: accounts.map((a) => ({ key: a.key, ...draft[a.key] })) });
      client.setQueryData(api.accountsKey, saved);
      await client.invalidateQueries({ queryKey: api.all });
      toast.success('Comptes comptables enregistrés');
    } catch (error) {
      toast.fromError(error);
    } finally {
      setSaving(false);
    }
  };
  const row = (a: AccountingAccount) => (
    <SimpleGrid key={a.key} cols={{ base: 1, xs: 2 }} spacing="xs">
      <TextInput
        label={`N° — ${a.default_label}`}
        value={draft[a.key]?.number ?? ''}
        onChange={(e) => set(a.key, { number: e.currentTarget.value })}
        error={errors[`${a.key}.number`]}
        description={a.number === a.default_number ? undefined : `Par défaut : ${a.default_number}`}
        inputMode="numeric"
        maxLength={10}
      />
      <TextInput
        label="Libellé"
        aria-label={`Libellé du compte ${a.default_label}`}
        value={draft[a.key]?.label ?? ''}
        onChange={(e) => set(a.key, { label: e.currentTarget.value })}
        error={errors[`${a.key}.label`]}
        maxLength={100}
      />
    </SimpleGrid>
  );
  return (
    <Card withBorder padding="lg" mt="lg" component="section" aria-labelledby="accounts-title">
      <Title order={2} size="h4" id="accounts-title">
        Comptes comptables
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Les numéros du plan comptable général sont proposés par défaut ; adaptez-les à ceux de votre comptable. Un changement est inscrit au
        journal des événements et donne une nouvelle version des mois déjà exportés.
      </Text>
      <QueryState query={query}>
        <form onSubmit={submit} noValidate>
          <Stack gap="lg">
            {groups.map((g) => (
              <Stack key={g} gap="xs">
                <Title order={3} size="h5">
                  {g}
                </Title>
                {accounts.filter((a) => a.group === g).map(row)}
              </Stack>
            ))}
            <Group justify="flex-end">
              <Button type="submit" loading={saving}>
                Enregistrer les comptes
              </Button>
            </Group>
          </Stack>
        </form>
      </QueryState>
    </Card>
  );
}
