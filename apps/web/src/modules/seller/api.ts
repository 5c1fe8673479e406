import { sellerEndpoints } from '@fitfit/contracts';
import { call } from '../../lib/api-client';

export const sellerApi = {
  home: (signal?: AbortSignal) => call(sellerEndpoints.home, { signal }),
};
