import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Props {
  /** What the buttons move, for screen readers: "Monter <name>", "Descendre <name>", "Retirer <name>". */
  name: string;
  first: boolean;
  last: boolean;
  onUp(): void;
  onDown(): void;
  /** Removes the row (rows of a form; a saved entry is deleted with RowActions instead). */
  onRemove?(): void;
  upHint?: string;
  downHint?: string;
  removeHint?: string;
  /** Before the arrows, e.g. a drag handle. */
  children?: ReactNode;
}

/** Up, down (and remove) buttons of an ordered row: options' values, menu steps, categories, products. */
export const ReorderButtons = ({
  name,
  first,
  last,
  onUp,
  onDown,
  onRemove,
  upHint = 'Monter',
  downHint = 'Descendre',
  removeHint = 'Retirer',
  children,
}: Props) => (
  <Group gap={2} wrap="nowrap" onClick={(e) => e.stopPropagation()}>
    {children}
    <Tooltip label={upHint}>
      <ActionIcon variant="subtle" aria-label={`Monter ${name}`} disabled={first} onClick={onUp}>
        <IconArrowUp size={16} />
      </ActionIcon>
    </Tooltip>
    <Tooltip label={downHint}>
      <ActionIcon variant="subtle" aria-label={`Descendre ${name}`} disabled={last} onClick={onDown}>
        <IconArrowDown size={16} />
      </ActionIcon>
    </Tooltip>
    {onRemove && (
      <Tooltip label={removeHint}>
        <ActionIcon variant="subtle" color="red" aria-label={`Retirer ${name}`} onClick={onRemove}>
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    )}
  </Group>
);
