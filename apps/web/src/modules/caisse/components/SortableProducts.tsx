import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Product } from '@fitfit/contracts';
import { ActionIcon, Table, Tooltip } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext, useRef } from 'react';
import type { RowProps } from '../../../ui/DataTable';

/**
 * Drag and drop of products inside their category (mouse, touch and keyboard: space to lift, arrows,
 * space to drop, escape to cancel), with French screen-reader announcements. A product only lands on a
 * row of its own category: the other rows are no drop target.
 */

type Handle = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef' | 'isDragging'>;
const HandleContext = createContext<Handle | null>(null);
const EnabledContext = createContext(false);

const categoryOf = (data: { current?: Record<string, unknown> } | undefined) => (data?.current?.category_id as string | null) ?? null;

/** Only a row of the dragged product's category is a target: over another category's row, nothing. */
const sameCategory: CollisionDetection = (args) => {
  const hits = closestCenter(args);
  const category = categoryOf(args.active.data);
  const same = (id: UniqueIdentifier) => categoryOf(args.droppableContainers.find((c) => c.id === id)?.data) === category;
  return hits.length && same(hits[0].id) ? hits.filter((h) => same(h.id)) : [];
};

const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Pour déplacer le produit dans sa catégorie, appuyez sur Espace ou Entrée pour le saisir, ' +
    'utilisez les flèches haut et bas pour le déplacer, puis Espace ou Entrée pour le déposer. Échap annule.',
};

export function SortableProducts({
  rows,
  enabled,
  onMove,
  children,
}: {
  rows: Product[];
  enabled: boolean;
  /** The product `id` dropped at the place of `over` (same category). */
  onMove(product: Product, over: Product): void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = (id: UniqueIdentifier | undefined) => rows.find((r) => r.id === id);
  const siblings = (p: Product) => rows.filter((r) => r.category_id === p.category_id);
  const place = (p: Product | undefined, id: UniqueIdentifier | undefined) => {
    if (!p) return '';
    const list = siblings(p);
    return `position ${list.findIndex((r) => r.id === id) + 1} sur ${list.length}`;
  };
  /** Whether the product left its place since it was lifted (dnd-kit reports it over itself at once). */
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return `${byId(active.id)?.name ?? 'Produit'} saisi, ${place(byId(active.id), active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === active.id && !moved.current) return undefined;
      moved.current = true;
      return over ? `${byId(active.id)?.name ?? 'Produit'} déplacé en ${place(byId(active.id), over.id)}.` : 'Hors de la catégorie.';
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${byId(active.id)?.name ?? 'Produit'} déposé en ${place(byId(active.id), over.id)}.`
        : `${byId(active.id)?.name ?? 'Produit'} déposé, ordre inchangé.`,
    onDragCancel: ({ active }) => `Déplacement annulé : ${byId(active.id)?.name ?? 'le produit'} reste à sa place.`,
  };
  const end = ({ active, over }: DragEndEvent) => {
    const product = byId(active.id);
    const target = byId(over?.id);
    if (!product || !target || product.id === target.id || product.category_id !== target.category_id) return;
    onMove(product, target);
  };
  return (
    <EnabledContext.Provider value={enabled}>
      <DndContext
        sensors={sensors}
        collisionDetection={sameCategory}
        onDragEnd={end}
        accessibility={{ announcements, screenReaderInstructions }}
      >
        <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy} disabled={!enabled}>
          {children}
        </SortableContext>
      </DndContext>
    </EnabledContext.Provider>
  );
}

/** A table row that moves while dragged (vertically only). */
export function SortableRow({ row, onClick, style, children }: RowProps<Product>) {
  const enabled = useContext(EnabledContext);
  const sortable = useSortable({ id: row.id, data: { category_id: row.category_id }, disabled: !enabled });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  return (
    <HandleContext.Provider value={sortable}>
      <Table.Tr
        ref={setNodeRef}
        onClick={onClick}
        data-dragging={isDragging || undefined}
        style={{
          ...style,
          transform: CSS.Translate.toString(transform && { ...transform, x: 0 }),
          transition,
          position: 'relative',
          zIndex: isDragging ? 2 : undefined,
          background: isDragging ? 'var(--mantine-color-body)' : undefined,
          boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
        }}
      >
        {children}
      </Table.Tr>
    </HandleContext.Provider>
  );
}

/** The drag handle of a row; nothing when reordering is off. */
export function DragHandle({ name }: { name: string }) {
  const handle = useContext(HandleContext);
  const enabled = useContext(EnabledContext);
  if (!handle || !enabled) return null;
  return (
    <Tooltip label="Glisser pour réordonner (ou Espace puis flèches)" disabled={handle.isDragging}>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Déplacer ${name}`}
        ref={handle.setActivatorNodeRef}
        {...handle.attributes}
        {...handle.listeners}
        aria-roledescription="élément déplaçable"
        style={{ cursor: handle.isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      >
        <IconGripVertical size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
