import type { RestaurantDetails, RestaurantDetailsInput } from '@fitfit/contracts';

/** The form's values: the PUT's body, text fields as typed ('' for an empty one: the schema makes it null). */
export type DetailsValues = Required<
  Omit<RestaurantDetailsInput, 'vat_number' | 'naf_code' | 'phone' | 'email' | 'country'> & {
    vat_number: string;
    naf_code: string;
    phone: string;
    email: string;
    country: string;
  }
>;

export const toValues = (d: RestaurantDetails): DetailsValues => ({
  name: d.name,
  legal_name: d.legal_name ?? '',
  siret: d.siret ?? '',
  vat_number: d.vat_number ?? '',
  naf_code: d.naf_code ?? '',
  address_line: d.address_line ?? '',
  postal_code: d.postal_code ?? '',
  city: d.city ?? '',
  country: d.country,
  phone: d.phone ?? '',
  email: d.email ?? '',
  opening_hours: d.opening_hours,
  timezone: d.timezone,
  day_change_hour: d.day_change_hour,
});

export const emptyValues: DetailsValues = {
  name: '',
  legal_name: '',
  siret: '',
  vat_number: '',
  naf_code: '',
  address_line: '',
  postal_code: '',
  city: '',
  country: 'FR',
  phone: '',
  email: '',
  opening_hours: [],
  timezone: 'Europe/Paris',
  day_change_hour: 5,
};
