import type { Category, OptionGroup, Page, Product, Tag, Tax } from '@fitfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session/store';
import { api } from '../../lib/http';

/** `restaurants/<current restaurant>/caisse`: every card call names the restaurant of the session. */
export const useCaissePath = () => {
  const restaurantId = useSession((s) => s.currentRestaurant?.id);
  return restaurantId ? `restaurants/${restaurantId}/caisse` : null;
};

/** A lookup list of the card (first 100 entries, by name), shared by the forms and filters. */
const useLookup = <T>(resource: string, sort = 'name') => {
  const base = useCaissePath();
  return useQuery({
    queryKey: ['list', `${base}/${resource}`, 'lookup'],
    queryFn: ({ signal }) => api.page<T>(`${base}/${resource}`, { per_page: 100, order: 'asc', sort }, signal),
    enabled: base !== null,
    select: (page: Page<T>) => page.data,
  });
};
export const useTagsLookup = () => useLookup<Tag>('heat-tags');
export const useTaxesLookup = () => useLookup<Tax>('taxes');
export const useCategoriesLookup = () => useLookup<Category>('categories', 'position');
export const useOptionsLookup = () => useLookup<OptionGroup>('options');
export const useProductsLookup = () => useLookup<Product>('products', 'name');

/** One entity of the card by id (edit pages). */
export const useCardEntity = <T>(resource: string, id: string | undefined) => {
  const base = useCaissePath();
  return useQuery({
    queryKey: ['entity', `${base}/${resource}/${id}`],
    queryFn: ({ signal }) => api.get<T>(`${base}/${resource}/${id}`, undefined, signal),
    enabled: base !== null && Boolean(id),
  });
};

/** Multipart upload of a photo (the JSON client cannot send files). */
export const uploadPhoto = <T>(path: string, file: File) => {
  const body = new FormData();
  body.append('file', file);
  return api.post<T>(path, body);
};
