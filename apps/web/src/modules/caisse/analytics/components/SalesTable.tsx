import { frDay, isMoneyFigure, type SalesByDimension, salesColumns, salesDimensionLabels, salesFigureLabels } from '@fitfit/contracts';
import { ScrollArea, Table, Text } from '@mantine/core';
import { formatMoney } from '../../../../lib/format';

const cell = (k: Parameters<typeof isMoneyFigure>[0], v: number) => (isMoneyFigure(k) ? formatMoney(v) : v.toLocaleString('fr-FR'));

/** One dimension's rows with the period total, and the comparison's total under it: what the export holds. */
export function SalesTable({ sales, byDay, first: firstColumn }: { sales: SalesByDimension; byDay?: boolean; first?: string }) {
  const columns = salesColumns[sales.dimension];
  const first = firstColumn ?? (byDay ? 'Jour' : salesDimensionLabels[sales.dimension]);
  if (sales.rows.length === 0) return <Text c="dimmed">Aucune vente sur cette période.</Text>;
  return (
    // focusable, so that a keyboard can scroll the table sideways on a phone
    <ScrollArea type="auto" viewportProps={{ tabIndex: 0, 'aria-label': `Tableau des ventes par ${first.toLowerCase()}` }}>
      <Table striped highlightOnHover miw={columns.length > 4 ? 720 : 360} aria-label={`Ventes par ${first.toLowerCase()}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{first}</Table.Th>
            {columns.map((k) => (
              <Table.Th key={k} scope="col" ta="right">
                {salesFigureLabels[k]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sales.rows.map((r) => (
            <Table.Tr key={`${r.business_date}|${r.key}`}>
              <Table.Td>{byDay ? frDay(r.business_date) : r.label}</Table.Td>
              {columns.map((k) => (
                <Table.Td key={k} ta="right">
                  {cell(k, r[k])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row">Total</Table.Th>
            {columns.map((k) => (
              <Table.Td key={k} ta="right">
                {cell(k, sales.totals[k])}
              </Table.Td>
            ))}
          </Table.Tr>
          {sales.compare && (
            <Table.Tr>
              <Table.Th scope="row" fw={400}>
                Comparaison ({frDay(sales.compare.from)} – {frDay(sales.compare.to)})
              </Table.Th>
              {columns.map((k) => (
                <Table.Td key={k} ta="right">
                  {cell(k, sales.compare?.totals[k] ?? 0)}
                </Table.Td>
              ))}
            </Table.Tr>
          )}
        </Table.Tfoot>
      </Table>
    </ScrollArea>
  );
}
