import type { z } from 'zod';
import { zodValidate } from '../../../lib/forms';
import { api } from '../../../lib/http';
import type { Key } from '../../../lib/queryKeys';
import type { Resource } from '../../../lib/resource';
import { useEditor } from '../../../ui/useEditor';
import { useRefresh } from '../../../ui/useRefresh';
import { type SavedWithPhoto, usePhoto } from './usePhoto';

interface CardItem {
  id: string;
  name: string;
  photo_url: string | null;
}

interface Options<V, T> {
  resource: Resource;
  item: T | null;
  /** The list page; the item's page is `${listPath}/${id}`. */
  listPath: string;
  affects: Key[];
  schema: z.ZodType;
  toValues(item: T): V;
  empty: V;
  /** The payload: empty optional texts become null. */
  toBody(values: V): unknown;
  created(saved: T): string;
  updated(saved: T): string;
  announceInvalid?: boolean;
}

/**
 * The editor of a dish or a menu: a priced card item with a VAT rate and a photo. The photo chosen before
 * the first save is sent right after it; if it is refused, the item stays open on its own page.
 */
export const useCardItemEditor = <V extends Record<string, unknown> & { tax_id: string }, T extends CardItem>(o: Options<V, T>) => {
  const refresh = useRefresh();
  const photo = usePhoto<T>({
    owner: o.item,
    photoPath: (id) => `${o.resource.item(id)}/photo`,
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
      const saved = item ? await api.put<T>(o.resource.item(item.id), body) : await api.post<T>(o.resource.path, body);
      return photo.withPhoto(saved);
    },
    created: (r) => (r.photoError ? null : o.created(r.saved)),
    updated: (r) => (r.photoError ? null : o.updated(r.saved)),
    onSaved: photo.afterSave,
  });
  return { editor, photo };
};
