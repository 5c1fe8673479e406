import { frenchMonth, type PnlLine } from '@fitfit/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MoneyInput } from '../../../ui/inputs';
import { toast } from '../../../ui/toast';
import type { PnlApi } from '../api';
import { money } from './format';

/** Sets or removes the budget of a line for the month; on the revenue line, it replaces the computed forecast. */
export function BudgetModal({ pnl, month, line, onClose }: { pnl: PnlApi; month: string; line: PnlLine | null; onClose(): void }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState<number | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setValue(line?.budget_cents ?? line?.month.forecast ?? undefined);
    setError(null);
  }, [line]);
  const lineId = line ? (line.key.startsWith('cat:') ? line.key.slice(4) : line.key) : '';
  const mutation = useMutation({
    mutationFn: (amount: number | null) => pnl.setBudget({ month, line: lineId, amount_cents: amount }),
    onSuccess: async (_r, amount) => {
      await queryClient.invalidateQueries({ queryKey: pnl.keys.all });
      toast.success(amount === null ? 'Budget retiré' : 'Budget enregistré');
      onClose();
    },
    onError: (e) => toast.fromError(e),
  });
  const revenue = line?.key === 'revenue';
  return (
    <Modal
      opened={line !== null}
      onClose={onClose}
      title={revenue ? 'Prévision de chiffre d’affaires' : `Budget : ${line?.label ?? ''}`}
      centered
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (value === undefined) return setError('Le champ montant est obligatoire');
          mutation.mutate(value);
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {revenue
              ? `La prévision calculée depuis l’historique est remplacée par ce montant pour ${frenchMonth(month)}.`
              : `Le budget de ${frenchMonth(month)} devient la prévision de la ligne.`}{' '}
            Prévision actuelle : {money(line?.month.forecast)}.
          </Text>
          <MoneyInput
            label={revenue ? 'CA HT prévu' : 'Budget du mois'}
            value={value}
            onChange={(v) => {
              setValue(v);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="space-between">
            <Button variant="subtle" color="red" disabled={line?.budget_cents === null} onClick={() => mutation.mutate(null)}>
              {revenue ? 'Revenir à la prévision calculée' : 'Retirer le budget'}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                Annuler
              </Button>
              <Button type="submit" loading={mutation.isPending}>
                Enregistrer
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
