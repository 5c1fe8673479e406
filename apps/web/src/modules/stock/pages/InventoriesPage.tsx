import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconChartBar, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { toast } from '../../../ui/toast';
import { stockResources } from '../api';
import { InventoriesView } from '../components/InventoriesView';

const todayText = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** /stock/restorer-inventories: the restaurant's inventories, newest first; start one at a date. */
export default restaurantPage(function InventoriesPage({ restaurantId }) {
  const stock = stockResources(restaurantId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [countedOn, setCountedOn] = useState(todayText());
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const inventory = await stock.createInventory({ counted_on: countedOn, note });
      await queryClient.invalidateQueries({ queryKey: stock.inventories.keys.all });
      toast.success(`Inventaire ${inventory.reference} commencé`);
      navigate(`/stock/restorer-inventories/${inventory.id}`);
    } catch (e) {
      const fields = (e as { fields?: Record<string, string> }).fields;
      if (fields?.counted_on) setError(fields.counted_on);
      else toast.fromError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <InventoriesView
      title="Inventaires"
      description="Comptage du stock par zone de stockage, valorisé au dernier prix d'achat"
      actions={
        <Group>
          <Button component={Link} to="/stock/food-cost" variant="default" leftSection={<IconChartBar size={16} />}>
            Coût matière
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Nouvel inventaire
          </Button>
        </Group>
      }
      inventories={stock.inventories}
      countedTitle="Produits comptés"
      extraColumns={[{ key: 'note', title: 'Note', render: (i) => i.note ?? '' }]}
      onRowClick={(i) => navigate(`/stock/restorer-inventories/${i.id}`)}
      searchPlaceholder="Rechercher un inventaire"
      emptyText="Aucun inventaire : commencez le premier avec « Nouvel inventaire »"
    >
      <Modal opened={creating} onClose={() => setCreating(false)} title="Nouvel inventaire">
        <Stack>
          <TextInput
            label="Date de l'inventaire"
            type="date"
            withAsterisk
            max={todayText()}
            value={countedOn}
            error={error}
            onChange={(e) => setCountedOn(e.currentTarget.value)}
          />
          <Textarea label="Note" autosize minRows={2} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
          <Text size="sm" c="dimmed">
            L'inventaire compte le stock à la fermeture de ce jour. Il reprend les produits du dernier inventaire, ceux reçus ces 90
            derniers jours et ceux des recettes, rangés par zone de stockage.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCreating(false)}>
              Annuler
            </Button>
            <Button onClick={create} loading={busy} disabled={!countedOn}>
              Commencer l'inventaire
            </Button>
          </Group>
        </Stack>
      </Modal>
    </InventoriesView>
  );
});
