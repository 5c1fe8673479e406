import { authEndpoints, LOOKUP_PAGE_SIZE, type RestaurantSummary, SEARCH_DEBOUNCE_MS } from '@fitfit/contracts';
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
import { IconBuildingCommunity, IconBuildingStore, IconCheck, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { chooseCurrentRestaurant, usePickerOffersNetwork, WHOLE_NETWORK_LABEL } from '../../../app/session/chooseRestaurant';
import { getSession, session, useSession } from '../../../app/session/store';
import { call } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/http';
import { keys } from '../../../lib/queryKeys';
import { toast } from '../../../ui/toast';

/**
 * Pick the restaurant to work in (admin: any; franchisor: its marks'), then go where the user was going. A franchisor
 * coming from its network screens may also choose « Tout le réseau »: the same choice as their filter.
 */
export default function ChooseRestaurantPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = useSession((s) => s.currentRestaurant);
  const wholeNetwork = useSession((s) => s.wholeNetwork);
  const networkChoice = usePickerOffersNetwork();
  const allChosen = networkChoice && wholeNetwork;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const list = useQuery({
    queryKey: keys.auth.restaurantsPage({ search: debounced, page }),
    queryFn: ({ signal }) =>
      call(authEndpoints.restaurants, { query: { search: debounced, page, per_page: LOOKUP_PAGE_SIZE, order: 'asc' }, signal }),
    placeholderData: keepPreviousData,
  });
  const goBack = () => {
    const { nextPage, nextPageState } = getSession();
    session.clearNextPage();
    navigate(nextPage && nextPage !== '/admin/choose-restaurant' ? nextPage : '/', { state: nextPageState });
  };
  const choose = useMutation({
    mutationFn: (restaurant: RestaurantSummary) => chooseCurrentRestaurant(queryClient, restaurant.id),
    onSuccess: (user) => {
      toast.success(`Vous travaillez maintenant sur ${user.restaurant?.name ?? 'ce restaurant'}`);
      goBack();
    },
    onError: (error) => toast.fromError(error),
  });
  const chooseAll = () => {
    session.setWholeNetwork(true);
    goBack();
  };

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
        {networkChoice && (
          <ChoiceCard
            icon={<IconBuildingCommunity size={22} />}
            title={WHOLE_NETWORK_LABEL}
            detail="Le réseau entier sur les écrans franchiseur"
            current={allChosen}
            disabled={choose.isPending}
            onClick={chooseAll}
          />
        )}
        {list.data?.data.map((r) => (
          <ChoiceCard
            key={r.id}
            icon={<IconBuildingStore size={22} />}
            title={r.name}
            detail={[r.city, r.mark_name ?? 'Indépendant'].filter(Boolean).join(' · ')}
            current={!allChosen && current?.id === r.id}
            disabled={choose.isPending}
            onClick={() => choose.mutate(r)}
          />
        ))}
      </SimpleGrid>
      {list.data && list.data.total_pages > 1 && (
        <Pagination total={list.data.total_pages} value={page} onChange={setPage} aria-label="Pages de restaurants" />
      )}
    </Stack>
  );
}

interface ChoiceCardProps {
  icon: ReactNode;
  title: string;
  detail: string;
  current: boolean;
  disabled: boolean;
  onClick(): void;
}

/** One choice of the picker, « Actuel » and outlined when it is the current one. */
function ChoiceCard({ icon, title, detail, current, disabled, onClick }: ChoiceCardProps) {
  return (
    <UnstyledButton onClick={onClick} disabled={disabled}>
      <VisuallyHidden>Choisir </VisuallyHidden>
      <Card withBorder padding="md" radius="md" style={current ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {icon}
            <div>
              <Text fw={600}>{title}</Text>
              <Text size="xs" c="dimmed">
                {detail}
              </Text>
            </div>
          </Group>
          {current && (
            <Badge leftSection={<IconCheck size={12} />} variant="light">
              Actuel
            </Badge>
          )}
        </Group>
      </Card>
    </UnstyledButton>
  );
}
