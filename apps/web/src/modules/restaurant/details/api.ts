import { restaurantDetailsEndpoints as details, type RestaurantDetailsInput } from '@fitfit/contracts';
import { call } from '../../../lib/api-client';

/** A restaurant's details through their descriptors (`restaurantDetailsEndpoints`), and their cache key. */
export const detailsApi = (restaurantId: string) => {
  const params = { restaurantId };
  return {
    key: ['restaurant', restaurantId, 'details'] as const,
    get: (signal?: AbortSignal) => call(details.get, { params, signal }),
    save: (input: RestaurantDetailsInput) => call(details.save, { params, body: input }),
    uploadLogo: (file: File) => call(details.uploadLogo, { params, body: file }),
    removeLogo: () => call(details.removeLogo, { params }),
  };
};
export type DetailsApi = ReturnType<typeof detailsApi>;
