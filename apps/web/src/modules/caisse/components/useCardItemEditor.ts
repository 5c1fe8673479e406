import { FOOD_TAX_NAME } from '@fitfit/contracts';
import { useEffect } from 'react';
import type { z } from 'zod';
import { zodValidate } from '../../../lib/forms';
import type { Key } from '../../../lib/queryKeys';
import type { Resource } from '../../../lib/resource';
import { confirm } from '../../../ui/confirm';
import { toast } from '../../../ui/toast';
import { useEditor } from '../../../ui/useEditor';
import { useRefresh } from '../../../ui/useRefresh';
import { useTaxesLookup } from '../api';
import { type PhotoCalls, type SavedWithPhoto, usePhoto } from './usePhoto';

interface CardItem {
  id: string;
  name: string;
  photo_url: string | null;
}

interface Options<V, T> {
  resource: Resource;
  /** Its photo's calls (`caisseResources(id).photos.products`). */
  photo: PhotoCalls<T>;
  item: T | null;
  /** The list page; the item's page is `${listPath}/${id}`. */
  listPath: string;
  affects: Key[];
  schema: z.ZodType;
  toValues(item: T): V;
  empty: V;
  /** The payload: empty optional texts become null. */
  toBody(values: V): unknown;
  /** Its create or update call (`caisseResources(id).products.save`), given the payload the schema has checked. */
  save(body: unknown, item: { id: string } | null): Promise<T>;
  created(saved: T): string;
  updated(saved: T): string;
  announceInvalid?: boolean;
}

/**
 * The editor of a dish or a menu: a priced card item with a VAT rate and a photo. The photo chosen before
 * the first save is sent right after it; if it is refused, the item stays open on its own page.
 */
const priceFields = ['price_on_spot_cents', 'price_takeaway_cents', 'price_delivery_cents'] as const;
type Priced = Record<string, unknown> & { tax_id: string } & Partial<Record<(typeof priceFields)[number], number | undefined>>;

export const useCardItemEditor = <V extends Priced, T extends CardItem>(o: Options<V, T>) => {
  const refresh = useRefresh();
  const photo = usePhoto<T>({
    owner: o.item,
    photo: o.photo,
    onChanged: () => refresh(o.resource.keys.all, ...o.affects),
    listPath: o.listPath,
  });
  const editor = useEditor<V, T, SavedWithPhoto<T>>({
    resource: o.resource,
    item: o.item,
    toValues: o.toValues,
    empty: o.empty,
    affects: o.affects,
    announceInvalid: o.announceInvalid,
    // an empty select holds '': the schema then says the tax is missing
    validate: (v) => zodValidate(o.schema)({ ...v, tax_id: v.tax_id || undefined }),
    save: async (values, item) => {
      const body = o.toBody(values);
      const saved = await o.save(body, item);
      return photo.withPhoto(saved);
    },
    created: (r) => (r.photoError ? null : o.created(r.saved)),
    updated: (r) => (r.photoError ? null : o.updated(r.saved)),
    onSaved: photo.afterSave,
  });
  const { form } = editor;
  // A new item starts on the restaurant's food rate once the taxes are known, as its untouched state.
  const foodTaxId = useTaxesLookup().data?.find((t) => t.name === FOOD_TAX_NAME)?.id;
  useEffect(() => {
    if (o.item || !foodTaxId || form.values.tax_id || form.isDirty()) return;
    const values = { ...form.values, tax_id: foodTaxId };
    form.setValues(values);
    form.resetDirty(values);
  }, [o.item, foodTaxId, form]);
  // Offered items exist, but a price left at 0,00 € everywhere is usually a slip: ask first.
  const submit = form.onSubmit(
    async (values) => {
      const free = priceFields.every((f) => !values[f]);
      if (
        free &&
        !(await confirm({
          title: 'Prix à 0,00 €',
          message: `« ${String(values.name ?? '')} » sera vendu 0,00 € sur place, à emporter et en livraison (offert). Enregistrer quand même ?`,
          confirmLabel: 'Enregistrer à 0,00 €',
        }))
      )
        return;
      editor.mutation.mutate(values);
    },
    () => o.announceInvalid && toast.error('Le formulaire contient des erreurs'),
  );
  return { editor: { ...editor, submit }, photo };
};
