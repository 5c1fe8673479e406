import { type RestaurantDetails, restaurantDetailsInputSchema } from '@fitfit/contracts';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../app/session/store';
import { keys } from '../../../lib/queryKeys';
import { HoursEditor } from '../../../ui/HoursEditor';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryState } from '../../../ui/QueryState';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { SectionCard } from '../../../ui/SectionCard';
import { useEditor } from '../../../ui/useEditor';
import { type DetailsApi, detailsApi } from './api';
import { ClockSection } from './ClockSection';
import { LogoSection } from './LogoSection';
import { type DetailsValues, emptyValues, toValues } from './values';

/**
 * « Informations du restaurant » (docs/accounts.md): its owners change its identity, contact, logo, opening hours,
 * timezone and day-change hour; a manager or an accountant reads them (the access of `currentRestaurant`).
 */
export default restaurantPage(function RestaurantDetailsPage({ restaurantId }) {
  const calls = detailsApi(restaurantId);
  const query = useQuery({ queryKey: calls.key, queryFn: ({ signal }) => calls.get(signal) });
  const access = useSession((s) => s.currentRestaurant?.access ?? null);
  const role = useSession((s) => s.currentUser?.role);
  const canEdit = role === 'admin' || access === 'owner';
  return (
    <>
      <PageHeader
        title="Informations du restaurant"
        description="Ce que les tickets, les factures, les bons de commande et les e-mails du restaurant impriment."
      />
      <QueryState query={query}>{query.data && <DetailsForm details={query.data} calls={calls} canEdit={canEdit} />}</QueryState>
    </>
  );
});

function DetailsForm({ details, calls, canEdit }: { details: RestaurantDetails; calls: DetailsApi; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const editor = useEditor<DetailsValues, RestaurantDetails & { id: string }, RestaurantDetails>({
    item: { ...details, id: details.restaurant_id },
    validate: restaurantDetailsInputSchema,
    empty: emptyValues,
    toValues,
    save: (values) => calls.save(values),
    created: 'Informations enregistrées',
    updated: 'Informations enregistrées',
    // the top bar names the restaurant and the business days follow its clock
    affects: [keys.sessions],
    onSaved: (saved) => {
      queryClient.setQueryData(calls.key, saved);
      editor.form.setValues(toValues(saved));
      editor.form.resetDirty(toValues(saved));
    },
    announceInvalid: true,
  });
  const { form } = editor;
  const input = (field: keyof DetailsValues) => form.getInputProps(field);
  return (
    <form onSubmit={editor.submit} noValidate>
      <Stack gap="lg" maw={960}>
        {!canEdit && (
          <Alert color="gray" icon={<IconLock size={18} />} title="Lecture seule">
            Seuls les propriétaires du restaurant peuvent modifier ces informations.
          </Alert>
        )}
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="lg">
            <SectionCard
              title="Identité"
              description="Nom commercial et identité fiscale. Les tickets déjà émis gardent l’identité en vigueur à leur date (duplicatas et factures compris) ; un changement est inscrit au journal des événements."
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Nom commercial" withAsterisk {...input('name')} />
                <TextInput label="Raison sociale" withAsterisk {...input('legal_name')} />
                <TextInput label="SIRET (ou SIREN)" withAsterisk inputMode="numeric" {...input('siret')} />
                <TextInput label="N° de TVA intracommunautaire" placeholder="FR32123456789" {...input('vat_number')} />
                <TextInput label="Code NAF" placeholder="56.10A" {...input('naf_code')} />
              </SimpleGrid>
            </SectionCard>
            <SectionCard
              title="Coordonnées"
              description="L’adresse fait partie de l’identité fiscale imprimée sur les tickets ; les clients et les fournisseurs répondent à l’e-mail du restaurant."
            >
              <Stack gap="sm">
                <TextInput label="Adresse" withAsterisk autoComplete="street-address" {...input('address_line')} />
                <SimpleGrid cols={{ base: 1, xs: 3 }}>
                  <TextInput label="Code postal" withAsterisk autoComplete="postal-code" {...input('postal_code')} />
                  <TextInput label="Ville" withAsterisk autoComplete="address-level2" {...input('city')} />
                  <TextInput label="Pays (code à 2 lettres)" placeholder="FR" maxLength={2} {...input('country')} />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label="Téléphone" type="tel" autoComplete="tel" {...input('phone')} />
                  <TextInput label="E-mail" type="email" autoComplete="email" {...input('email')} />
                </SimpleGrid>
              </Stack>
            </SectionCard>
            <LogoSection details={details} calls={calls} canEdit={canEdit} />
            <SectionCard
              title="Horaires d'ouverture"
              description="Plusieurs plages par jour ; la dernière peut finir après minuit (19:00 à 01:00)."
            >
              <HoursEditor
                field="opening_hours"
                value={form.values.opening_hours}
                onChange={(hours) => form.setFieldValue('opening_hours', hours)}
                errors={form.errors}
              />
            </SectionCard>
            <ClockSection form={form} details={details} />
          </Stack>
        </fieldset>
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={editor.saving}>
              Enregistrer les informations
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
