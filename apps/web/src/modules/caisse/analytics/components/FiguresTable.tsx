import { ScrollArea, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FiguresColumn<T> {
  title: string;
  render: (row: T) => ReactNode;
  /** Figures align right. */
  figure?: boolean;
}

/**
 * A small table of figures with its total row (the « Annulations » and « Remises » tabs' summaries): focusable, so a
 * keyboard can scroll it sideways on a phone; the first column heads each row.
 */
export function FiguresTable<T>({
  label,
  columns,
  rows,
  rowKey,
  total,
  empty,
  minWidth = 360,
}: {
  label: string;
  columns: FiguresColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** The total row's cells, first one included. */
  total?: ReactNode[];
  empty: string;
  minWidth?: number;
}) {
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>;
  const [first, ...rest] = columns;
  return (
    <ScrollArea type="auto" viewportProps={{ tabIndex: 0, 'aria-label': `Tableau : ${label}` }}>
      <Table striped miw={minWidth} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.title} scope="col" ta={c.figure ? 'right' : undefined}>
                {c.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={rowKey(r)}>
              <Table.Th scope="row" fw={400}>
                {first.render(r)}
              </Table.Th>
              {rest.map((c) => (
                <Table.Td key={c.title} ta={c.figure ? 'right' : undefined}>
                  {c.render(r)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th scope="row">{total[0]}</Table.Th>
              {total.slice(1).map((cell, i) => (
                <Table.Td key={columns[i + 1].title} ta={columns[i + 1].figure ? 'right' : undefined}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </ScrollArea>
  );
}
