import type { SellerHome } from '@fitfit/contracts';
import { api } from '../../lib/http';

export const sellerApi = {
  home: (signal?: AbortSignal) => api.get<SellerHome>('seller/home', undefined, signal),
};
