import type { PnlLine, PnlStatement } from '@fitfit/contracts';
import { ActionIcon, ScrollArea, Table, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import { useScreenSize } from '../../../ui/screen';
import { formatBp, money } from './format';

const budgetable = (key: string) => key === 'revenue' || key === 'purchases' || key.startsWith('cat:');

/**
 * The statement in the French layout: each line for the month (actual, forecast, N-1, share of revenue) and
 * the year to date. A line's label opens its sources; a target button sets its budget.
 */
export function StatementTable({
  statement,
  onOpenLine,
  onBudget,
}: {
  statement: PnlStatement;
  onOpenLine(line: PnlLine): void;
  onBudget?(line: PnlLine): void;
}) {
  const isPhone = useScreenSize() === 'sm';
  const bold = (l: PnlLine) => (l.kind === 'line' ? 400 : 700);
  const bg = (l: PnlLine) => (l.kind === 'total' ? 'var(--mantine-color-default-hover)' : undefined);
  return (
    <ScrollArea type="auto">
      <Table miw={isPhone ? 0 : 980} fz="sm" verticalSpacing={6} aria-label={`Compte de résultat de ${statement.label}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Ligne</Table.Th>
            <Table.Th scope="col" ta="right">
              Réel
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Prévision
            </Table.Th>
            {!isPhone && (
              <>
                <Table.Th scope="col" ta="right">
                  N-1
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  % CA
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Cumul annuel
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Prévision cumulée
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Cumul N-1
                </Table.Th>
                {onBudget && (
                  <Table.Th scope="col">
                    <VisuallyHidden>Budget</VisuallyHidden>
                  </Table.Th>
                )}
              </>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {statement.lines.map((l) => (
            <Table.Tr key={l.key} style={{ background: bg(l) }}>
              <Table.Th scope="row" fw={bold(l)} pl={l.level ? 'xl' : undefined}>
                <UnstyledButton
                  onClick={() => onOpenLine(l)}
                  fw={bold(l)}
                  fz="sm"
                  td="underline dotted"
                  aria-label={`Détail de la ligne ${l.label}`}
                >
                  {l.label}
                </UnstyledButton>
              </Table.Th>
              <Table.Td ta="right" fw={bold(l)} style={{ whiteSpace: 'nowrap' }}>
                {money(l.month.actual)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(l.month.forecast)}
                {l.budget_cents !== null && (
                  <Text span size="xs" c="dimmed" display="block">
                    budget
                  </Text>
                )}
              </Table.Td>
              {!isPhone && (
                <>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(l.month.previous)}
                  </Table.Td>
                  <Table.Td ta="right" c="dimmed">
                    {formatBp(l.ratio_bp)}
                  </Table.Td>
                  <Table.Td ta="right" fw={bold(l)} style={{ whiteSpace: 'nowrap' }}>
                    {money(l.ytd.actual)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(l.ytd.forecast)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(l.ytd.previous)}
                  </Table.Td>
                  {onBudget && (
                    <Table.Td w={40}>
                      {budgetable(l.key) && (
                        <Tooltip label={l.key === 'revenue' ? 'Remplacer la prévision de CA' : 'Fixer le budget'}>
                          <ActionIcon variant="subtle" aria-label={`Budget de la ligne ${l.label}`} onClick={() => onBudget(l)}>
                            <IconTarget size={16} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Table.Td>
                  )}
                </>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
