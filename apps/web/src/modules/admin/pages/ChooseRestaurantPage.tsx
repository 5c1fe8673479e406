import type { CurrentUser } from '@fitfit/contracts';
import { LOOKUP_PAGE_SIZE, type RestaurantSummary, SEARCH_DEBOUNCE_MS } from '@fitfit/contracts';
import {
  Alert,
  Badge,
  Card,
  Group,
  Loader,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingStore, IconCheck, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getSession, session, useSession } from '../../../app/session/store';
import { api, errorMessage } from '../../../lib/http';
import { keys } from '../../../lib/queryKeys';
import { toast } from '../../../ui/toast';

/** Pick the restaurant to work in (admin: any; franchisor: its marks'), then go where the user was going. */
export default function ChooseRestaurantPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = useSession((s) => s.currentRestaurant);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const list = useQuery({
    queryKey: keys.auth.restaurantsPage({ search: debounced, page }),
    queryFn: ({ signal }) =>
      api.page<RestaurantSummary>('auth/restaurants', { search: debounced, page, per_page: LOOKUP_PAGE_SIZE, order: 'asc' }, signal),
    placeholderData: keepPreviousData,
  });
  const choose = useMutation({
    mutationFn: async (restaurant: RestaurantSummary) => {
      await api.post('auth/current-restaurant', { restaurant_id: restaurant.id });
      return api.get<CurrentUser>('auth/me');
    },
    onSuccess: (user) => {
      session.setCurrentUser(user);
      queryClient.setQueryData(keys.session(getSession().token), user);
      toast.success(`Vous travaillez maintenant sur ${user.restaurant?.name ?? 'ce restaurant'}`);
      const { nextPage, nextPageState } = getSession();
      session.clearNextPage();
      navigate(nextPage && nextPage !== '/admin/choose-restaurant' ? nextPage : '/', { state: nextPageState });
    },
    onError: (error) => toast.fromError(error),
  });

  return (
    <Stack>
      <Title order={2}>Choisir un restaurant</Title>
      <Text c="dimmed" size="sm">
        Le restaurant choisi devient votre restaurant de travail pour les écrans caisse, stock, HACCP, musique et PNL.
      </Text>
      <TextInput
        placeholder="Rechercher par nom ou ville"
        aria-label="Rechercher un restaurant"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        rightSection={list.isFetching ? <Loader size="xs" /> : null}
        maw={420}
      />
      {list.isError && <Alert color="red">{errorMessage(list.error)}</Alert>}
      {list.isLoading && <Loader />}
      {list.data && list.data.data.length === 0 && (
        <Alert color="gray" variant="light">
          Aucun restaurant ne correspond à « {debounced} ».
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {list.data?.data.map((r) => {
          const isCurrent = current?.id === r.id;
          return (
            <UnstyledButton key={r.id} onClick={() => choose.mutate(r)} disabled={choose.isPending}>
              <VisuallyHidden>Choisir </VisuallyHidden>
              <Card
                withBorder
                padding="md"
                radius="md"
                style={isCurrent ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <IconBuildingStore size={22} />
                    <div>
                      <Text fw={600}>{r.name}</Text>
                      <Text size="xs" c="dimmed">
                        {[r.city, r.mark_name ?? 'Indépendant'].filter(Boolean).join(' · ')}
                      </Text>
                    </div>
                  </Group>
                  {isCurrent && (
                    <Badge leftSection={<IconCheck size={12} />} variant="light">
                      Actuel
                    </Badge>
                  )}
                </Group>
              </Card>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      {list.data && list.data.total_pages > 1 && (
        <Pagination total={list.data.total_pages} value={page} onChange={setPage} aria-label="Pages de restaurants" />
      )}
    </Stack>
  );
}
