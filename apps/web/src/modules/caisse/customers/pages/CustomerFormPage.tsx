import { type Customer, type CustomerInput, customerInputSchema } from '@fitfit/contracts';
import { Card, Checkbox, Grid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { EntityFormPage } from '../../../../ui/EntityFormPage';
import { FormButtons } from '../../../../ui/FormButtons';
import { QuantityInput } from '../../../../ui/inputs';
import { PageHeader } from '../../../../ui/PageHeader';
import { restaurantPage } from '../../../../ui/RestaurantPage';
import { useEditor } from '../../../../ui/useEditor';
import { type CustomerApi, customerResources } from '../api';

type Values = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  birthday: string;
  address_line: string;
  postal_code: string;
  city: string;
  company: string;
  vat_number: string;
  loyalty_points: number;
  notes: string;
  marketing_consent: boolean;
};

const empty: Values = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  birthday: '',
  address_line: '',
  postal_code: '',
  city: '',
  company: '',
  vat_number: '',
  loyalty_points: 0,
  notes: '',
  marketing_consent: false,
};

const toValues = (c: Customer): Values => ({
  first_name: c.first_name ?? '',
  last_name: c.last_name,
  email: c.email ?? '',
  phone: c.phone ?? '',
  birthday: c.birthday ?? '',
  address_line: c.address_line ?? '',
  postal_code: c.postal_code ?? '',
  city: c.city ?? '',
  company: c.company ?? '',
  vat_number: c.vat_number ?? '',
  loyalty_points: c.loyalty_points,
  notes: c.notes ?? '',
  marketing_consent: c.marketing_consent,
});

function CustomerForm({ api, customer }: { api: CustomerApi; customer: Customer | null }) {
  const navigate = useNavigate();
  const editor = useEditor<Values, Customer>({
    resource: api.customers,
    validate: customerInputSchema,
    item: customer,
    empty,
    toValues,
    toBody: (v) => ({ ...v, loyalty_points: Number(v.loyalty_points) || 0 }) satisfies CustomerInput,
    created: (saved) => `Le client « ${saved.display_name} » a été créé`,
    updated: (saved) => `Le client « ${saved.display_name} » a été enregistré`,
    onSaved: (saved) => navigate(`/caisse/customers/details/${saved.id}`),
    announceInvalid: true,
  });
  const { form } = editor;
  return (
    <>
      <PageHeader
        title={customer ? `Modifier « ${customer.display_name} »` : 'Nouveau client'}
        description="Coordonnées, société pour les factures, fidélité et consentement marketing"
      />
      <form onSubmit={editor.submit} noValidate>
        <Stack maw={860}>
          <Card withBorder>
            <Title order={3} size="h5" mb="sm">
              Identité et contact
            </Title>
            <Grid>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="Prénom" maxLength={80} data-autofocus {...form.getInputProps('first_name')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="Nom" withAsterisk maxLength={80} {...form.getInputProps('last_name')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="E-mail" type="email" placeholder="prenom.nom@exemple.fr" {...form.getInputProps('email')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="Téléphone" type="tel" placeholder="06 12 34 56 78" {...form.getInputProps('phone')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="Anniversaire" type="date" {...form.getInputProps('birthday')} />
              </Grid.Col>
            </Grid>
          </Card>
          <Card withBorder>
            <Title order={3} size="h5" mb="sm">
              Adresse et société
            </Title>
            <Grid>
              <Grid.Col span={12}>
                <TextInput label="Adresse" maxLength={200} {...form.getInputProps('address_line')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput label="Code postal" maxLength={5} inputMode="numeric" {...form.getInputProps('postal_code')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput label="Ville" maxLength={100} {...form.getInputProps('city')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label="Société"
                  maxLength={120}
                  description="Pour les factures au nom d'une entreprise"
                  {...form.getInputProps('company')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label="Numéro de TVA"
                  placeholder="FR32123456789"
                  description="TVA intracommunautaire de la société"
                  {...form.getInputProps('vat_number')}
                />
              </Grid.Col>
            </Grid>
          </Card>
          <Card withBorder>
            <Title order={3} size="h5" mb="sm">
              Fidélité et préférences
            </Title>
            <Stack>
              <QuantityInput label="Points de fidélité" maw={220} {...form.getInputProps('loyalty_points')} />
              <Textarea label="Notes" autosize minRows={2} maxLength={2000} {...form.getInputProps('notes')} />
              <Checkbox
                label="Accepte de recevoir des offres (consentement marketing)"
                {...form.getInputProps('marketing_consent', { type: 'checkbox' })}
              />
              <Text size="xs" c="dimmed">
                Le consentement peut être retiré à tout moment ; sans lui, le client ne reçoit aucune offre.
              </Text>
            </Stack>
          </Card>
          <FormButtons
            cancelTo={customer ? `/caisse/customers/details/${customer.id}` : '/caisse/customers'}
            submitLabel={customer ? 'Enregistrer' : 'Créer le client'}
            saving={editor.saving}
          />
        </Stack>
      </form>
    </>
  );
}

/** /caisse/customers/create and /caisse/customers/modify/:id. */
export default restaurantPage(function CustomerFormPage({ restaurantId }) {
  const api = customerResources(restaurantId);
  return (
    <EntityFormPage<Customer> resource={api.customers} backTo="/caisse/customers" backLabel="Retour aux clients">
      {(customer) => <CustomerForm key={customer ? customer.id : 'new'} api={api} customer={customer} />}
    </EntityFormPage>
  );
});
