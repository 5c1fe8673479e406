import { type CompleteRegistrationRequest, completeRegistrationRequestSchema, type ModuleCode } from '@fitfit/contracts';
import { Alert, Button, Checkbox, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { roleHome } from '../../../app/homes';
import { hasValidToken, session } from '../../../app/session/store';
import { formatMoney } from '../../../lib/format';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { errorMessage } from '../../../lib/http';
import { keys } from '../../../lib/queryKeys';
import { toast } from '../../../ui/toast';
import { authApi } from '../api';
import { PublicFrame } from '../PublicFrame';

type Values = Omit<CompleteRegistrationRequest, 'vat_number' | 'phone'> & { vat_number: string; phone: string };

export default function CompleteRegistrationPage() {
  const navigate = useNavigate();
  const signedIn = hasValidToken();
  const me = useQuery({ queryKey: keys.registration.me, queryFn: authApi.me, enabled: signedIn });
  const modules = useQuery({ queryKey: keys.publicLookup('modules'), queryFn: authApi.modules });
  const form = useForm<Values>({
    initialValues: {
      legal_name: '',
      siret: '',
      vat_number: '',
      address_line: '',
      postal_code: '',
      city: '',
      phone: '',
      module_codes: ['fitfit_pnl', 'fitfit_caisse'],
      recurring: 'monthly',
    },
    validate: zodValidate(completeRegistrationRequestSchema),
  });
  const mutation = useMutation({
    mutationFn: (v: Values) => authApi.completeRegistration({ ...v, vat_number: v.vat_number || undefined, phone: v.phone || undefined }),
    onSuccess: (user) => {
      session.setCurrentUser(user);
      toast.success('Votre restaurant est prêt : bienvenue sur FitFit Solution !');
      navigate('/', { replace: true });
    },
    onError: (error) => applyServerErrors(error, form.setFieldError),
  });

  if (!signedIn) return <Navigate to="/login" replace />;
  if (me.data && (me.data.role !== 'restorer' || me.data.restaurant?.registration_completed)) {
    return <Navigate to={roleHome(me.data.role)} replace />;
  }
  const monthly = (modules.data?.data ?? [])
    .filter((m) => form.values.module_codes.includes(m.code_name))
    .reduce((sum, m) => sum + m.monthly_price_cents, 0);

  return (
    <PublicFrame
      title="Finaliser l'inscription"
      subtitle={me.data?.restaurant ? `Informations légales de ${me.data.restaurant.name}` : undefined}
      width={680}
    >
      <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
        <Stack>
          {mutation.isError && (
            <Alert color="red" role="alert">
              {errorMessage(mutation.error)}
            </Alert>
          )}
          <TextInput label="Raison sociale" withAsterisk {...form.getInputProps('legal_name')} />
          <Group grow align="flex-start">
            <TextInput label="SIRET" description="14 chiffres" inputMode="numeric" withAsterisk {...form.getInputProps('siret')} />
            <TextInput label="Numéro de TVA" description="Facultatif, ex. FR12345678901" {...form.getInputProps('vat_number')} />
          </Group>
          <TextInput label="Adresse" autoComplete="street-address" withAsterisk {...form.getInputProps('address_line')} />
          <Group grow align="flex-start">
            <TextInput label="Code postal" autoComplete="postal-code" withAsterisk {...form.getInputProps('postal_code')} />
            <TextInput label="Ville" autoComplete="address-level2" withAsterisk {...form.getInputProps('city')} />
            <TextInput label="Téléphone" autoComplete="tel" {...form.getInputProps('phone')} />
          </Group>
          <Checkbox.Group label="Modules" withAsterisk {...form.getInputProps('module_codes')}>
            {modules.isLoading ? (
              <Loader size="sm" mt="xs" />
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
                {(modules.data?.data ?? []).map((m) => (
                  <Checkbox.Card key={m.code_name} value={m.code_name as ModuleCode} p="sm" radius="md">
                    <Group wrap="nowrap" align="flex-start">
                      <Checkbox.Indicator />
                      <div>
                        <Text fw={600} size="sm">
                          {m.title} · {formatMoney(m.monthly_price_cents)} HT/mois
                        </Text>
                        <Text size="xs" c="dimmed">
                          {m.description}
                        </Text>
                      </div>
                    </Group>
                  </Checkbox.Card>
                ))}
              </SimpleGrid>
            )}
          </Checkbox.Group>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Facturation
            </Text>
            <SegmentedControl
              data={[
                { value: 'monthly', label: 'Mensuelle' },
                { value: 'yearly', label: 'Annuelle' },
              ]}
              {...form.getInputProps('recurring')}
            />
          </Stack>
          <Text size="sm">
            Total : <strong>{formatMoney(monthly)} HT par mois</strong> — 30 jours d'essai offerts.
          </Text>
          <Button type="submit" loading={mutation.isPending}>
            Démarrer mon abonnement
          </Button>
        </Stack>
      </form>
    </PublicFrame>
  );
}
