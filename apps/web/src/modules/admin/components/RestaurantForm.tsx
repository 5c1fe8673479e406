import { LOOKUP_PAGE_SIZE, type Mark } from '@fitfit/contracts';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { QuantityInput } from '../../../ui/inputs';
import { useLookupList } from '../../../ui/usePagedList';
import { admin, useLookup } from '../api';

export type RestaurantValues = {
  name: string;
  mark_id: string | null;
  legal_name: string;
  siret: string;
  vat_number: string;
  naf_code: string;
  address_line: string;
  postal_code: string;
  city: string;
  phone: string;
  email: string;
  timezone: string;
  currency: string;
  day_change_hour: number | string;
  seats: number | string | null;
  category: string | null;
};

export const emptyRestaurant: RestaurantValues = {
  name: '',
  mark_id: null,
  legal_name: '',
  siret: '',
  vat_number: '',
  naf_code: '',
  address_line: '',
  postal_code: '',
  city: '',
  phone: '',
  email: '',
  timezone: 'Europe/Paris',
  currency: 'EUR',
  day_change_hour: 5,
  seats: null,
  category: null,
};

export const timezones = [
  'Europe/Paris',
  'Europe/Brussels',
  'Europe/Luxembourg',
  'Europe/Zurich',
  'Europe/Monaco',
  'Europe/London',
  'America/Guadeloupe',
  'America/Martinique',
  'America/Cayenne',
  'Indian/Reunion',
  'Indian/Mayotte',
  'Pacific/Noumea',
  'Pacific/Tahiti',
  'America/Montreal',
];

/** Marks for a Select (lookup: page 1, 50 per page, by name). */
export const useMarkOptions = () => {
  const marks = useLookupList<Mark>(admin.marks, { perPage: LOOKUP_PAGE_SIZE });
  return { data: marks.data?.map((m) => ({ value: m.id, label: m.name })) };
};

/** The fields of a restaurant: identity, legal data, address, settings. */
export const RestaurantFields = ({ form }: { form: UseFormReturnType<RestaurantValues> }) => {
  const marks = useMarkOptions();
  const currencies = useLookup('currencies');
  const categories = useLookup('categories');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Nom" withAsterisk {...form.getInputProps('name')} />
        <Select label="Marque" placeholder="Indépendant" clearable searchable data={marks.data ?? []} {...form.getInputProps('mark_id')} />
        <TextInput label="Raison sociale" {...form.getInputProps('legal_name')} />
        <TextInput label="SIRET" description="14 chiffres" inputMode="numeric" {...form.getInputProps('siret')} />
        <TextInput label="Numéro de TVA" description="ex. FR12345678901" {...form.getInputProps('vat_number')} />
        <TextInput label="Code NAF" description="ex. 56.10A" {...form.getInputProps('naf_code')} />
      </SimpleGrid>
      <TextInput label="Adresse" {...form.getInputProps('address_line')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Code postal" {...form.getInputProps('postal_code')} />
        <TextInput label="Ville" {...form.getInputProps('city')} />
        <TextInput label="Téléphone" {...form.getInputProps('phone')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
        <Select
          label="Catégorie"
          placeholder="Choisir une catégorie"
          clearable
          data={(categories.data ?? []).map((c) => ({ value: c.key, label: c.label }))}
          {...form.getInputProps('category')}
        />
        <Select label="Fuseau horaire" withAsterisk searchable allowDeselect={false} data={timezones} {...form.getInputProps('timezone')} />
        <Select
          label="Devise"
          withAsterisk
          allowDeselect={false}
          data={(currencies.data ?? []).map((c) => ({ value: c.key, label: `${c.label} (${c.key})` }))}
          {...form.getInputProps('currency')}
        />
        <QuantityInput
          label="Heure de changement de journée"
          description="Un ticket avant cette heure compte pour la veille"
          max={23}
          suffix=" h"
          {...form.getInputProps('day_change_hour')}
          onChange={(v) => form.setFieldValue('day_change_hour', v === '' ? 5 : Number(v))}
        />
        <QuantityInput
          label="Nombre de couverts"
          {...form.getInputProps('seats')}
          value={form.values.seats ?? ''}
          onChange={(v) => form.setFieldValue('seats', v === '' ? null : Number(v))}
        />
      </SimpleGrid>
    </>
  );
};
