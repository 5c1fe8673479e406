import {
  type AdminRestaurant,
  adminBillingEndpoints,
  LOOKUP_PAGE_SIZE,
  type RestaurantSubscription,
  recurringLabels,
  type SubscriptionCreate,
  type SubscriptionUpdate,
  subscriptionCreateSchema,
  subscriptionStatusLabels,
  subscriptionUpdateSchema,
} from '@fitfit/contracts';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { call } from '../../../lib/api-client';
import { todayIn } from '../../../lib/dates';
import { zodValidate } from '../../../lib/forms';
import { FormModal } from '../../../ui/FormModal';
import { useEditor } from '../../../ui/useEditor';
import { useLookupList } from '../../../ui/usePagedList';
import { admin, adminEffects, optionsOf } from '../api';

type Values = { restaurant_id: string | null; recurring: string | null; status: string | null; started_on: string };
const today = () => todayIn(); // the platform's Paris day
const { canceled: _, ...liveStatusLabels } = subscriptionStatusLabels;

/**
 * Create or change a restaurant's subscription (PRODUCT §2): recurring, status, start. The next invoice run
 * bills it. `restaurant` fixes the restaurant (started from "Attribuer un module").
 */
export const useSubscriptionEditor = (onSaved?: (saved: RestaurantSubscription) => unknown) =>
  useEditor<Values, RestaurantSubscription>({
    resource: admin.subscriptions,
    validate: (v, item) =>
      item ? zodValidate(subscriptionUpdateSchema)({ recurring: v.recurring, status: v.status }) : zodValidate(subscriptionCreateSchema)(v),
    empty: { restaurant_id: null, recurring: 'monthly', status: 'active', started_on: today() },
    toValues: (s) => ({ restaurant_id: s.restaurant_id, recurring: s.recurring, status: s.status, started_on: s.started_on }),
    save: (v, item) =>
      item
        ? call(adminBillingEndpoints.updateSubscription, {
            params: { id: item.id },
            body: { recurring: v.recurring, status: v.status } as SubscriptionUpdate,
          })
        : call(adminBillingEndpoints.createSubscription, { body: v as SubscriptionCreate }),
    created: (s) => `Abonnement de « ${s.restaurant_name} » créé : la prochaine facturation le facturera`,
    updated: (s) => `Abonnement de « ${s.restaurant_name} » enregistré`,
    affects: adminEffects.subscriptions,
    onSaved: (saved) => onSaved?.(saved),
  });
export type SubscriptionEditor = ReturnType<typeof useSubscriptionEditor>;

/** Opens the create form for one restaurant, untouched (the restaurant is part of its starting values). */
export const startSubscriptionFor = (editor: SubscriptionEditor, restaurantId: string) => {
  editor.openCreate();
  const values = { ...editor.form.values, restaurant_id: restaurantId };
  editor.form.setValues(values);
  editor.form.resetDirty(values);
};

export function SubscriptionModal({
  editor,
  restaurant,
}: {
  editor: SubscriptionEditor;
  restaurant?: Pick<AdminRestaurant, 'id' | 'name'>;
}) {
  const restaurants = useLookupList<AdminRestaurant>(restaurant ? null : admin.restaurants, { perPage: LOOKUP_PAGE_SIZE });
  const { form, editing } = editor;
  const name = editing?.restaurant_name ?? restaurant?.name;
  return (
    <FormModal
      editor={editor}
      title={editing ? `Modifier l’abonnement de « ${editing.restaurant_name} »` : name ? `Abonner « ${name} »` : 'Nouvel abonnement'}
      submitLabel={editing ? 'Enregistrer' : 'Créer l’abonnement'}
      size="md"
    >
      {!editing && !restaurant && (
        <Select
          label="Restaurant"
          withAsterisk
          searchable
          nothingFoundMessage="Aucun restaurant"
          data={(restaurants.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          {...form.getInputProps('restaurant_id')}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select
          label="Périodicité"
          withAsterisk
          data={optionsOf(recurringLabels)}
          allowDeselect={false}
          {...form.getInputProps('recurring')}
        />
        <Select label="Statut" withAsterisk data={optionsOf(liveStatusLabels)} allowDeselect={false} {...form.getInputProps('status')} />
      </SimpleGrid>
      {!editing && <TextInput label="Début" type="date" withAsterisk {...form.getInputProps('started_on')} />}
    </FormModal>
  );
}
