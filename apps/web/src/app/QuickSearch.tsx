import { type PageEntry, pages, SEARCH_DEBOUNCE_MS, type SearchHit, searchPages } from '@fitfit/contracts';
import { Badge, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { whenIdle } from '../lib/idle';
import { useDataSearch } from './quickSearchApi';
import { useSession } from './session/store';

const MAX_RESULTS = 12;
/** The data search waits a little longer than the pages' (a round trip per text). */
const DATA_DEBOUNCE_MS = 250;

const [searchStore, quickSearchActions] = createSpotlight();
/** Mounts the quick search ahead of its idle time (set by DeferredQuickSearch while it waits). */
let mountNow = () => {};
export const quickSearch = {
  ...quickSearchActions,
  open: () => {
    mountNow();
    quickSearchActions.open();
  },
};

/**
 * Spotlight highlights the first result when the query changes, but our list follows 100 ms later
 * (debounce): highlight the first entry of the new list, as Spotlight's own selectAction does, so that
 * Enter opens it.
 */
const highlightFirstResult = () => {
  const { listId } = searchStore.getState();
  const list = listId ? document.getElementById(listId) : null;
  list?.querySelector('[data-selected]')?.removeAttribute('data-selected');
  list?.querySelector('[data-action]')?.setAttribute('data-selected', 'true');
  searchStore.updateState((state) => ({ ...state, selected: 0 }));
};

/**
 * Quick search (SPEC §2, docs/search.md): Ctrl+K / Cmd+K. The page catalogue — only pages the role may open, case-
 * and accent-insensitive on title, description and route, debounced by 100 ms — then, from 2 characters, the
 * restaurant's tickets, customers, products, supplier orders, Z and HACCP lots (the franchisor's network: tickets
 * and Z), grouped by kind. Arrows move through pages and hits alike, Enter opens.
 */
export function QuickSearch() {
  const role = useSession((s) => s.currentUser?.role);
  const access = useSession((s) => s.currentUser?.restaurant?.access ?? null);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [dataQuery] = useDebouncedValue(query, DATA_DEBOUNCE_MS);
  const results = useMemo(() => searchPages(pages, role, debounced, access).slice(0, MAX_RESULTS), [role, debounced, access]);
  const data = useDataSearch(dataQuery);
  const groups = data.enabled ? (data.query.data?.groups ?? []) : [];
  const searching = data.enabled && data.query.isFetching;
  useEffect(() => {
    if (results.length > 0) highlightFirstResult();
  }, [results]);
  // hits come after the pages: with no page found, the first hit is the one Enter opens
  useEffect(() => {
    if (results.length === 0 && groups.length > 0) highlightFirstResult();
  }, [groups, results.length]);

  const hit = (h: SearchHit) => (
    <Spotlight.Action key={`${h.kind}-${h.id}`} label={h.label} description={h.sublabel ?? undefined} onClick={() => navigate(h.route)} />
  );

  return (
    <Spotlight.Root
      store={searchStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={['mod + K']}
      scrollable
      maxHeight={420}
      // the dialog's name (axe: aria-dialog-name), read by screen readers, its header not drawn
      title="Recherche rapide"
      // a highlighted hit's second line at full opacity: Mantine's 0.7 white on the primary orange is 3.3:1 (axe)
      styles={{ header: { display: 'none' }, action: { '--action-description-opacity': 1 } as CSSProperties }}
    >
      <Spotlight.Search
        placeholder="Rechercher une page"
        leftSection={<IconSearch size={18} />}
        rightSection={searching ? <Loader size="xs" aria-hidden /> : undefined}
        aria-label="Rechercher une page"
      />
      <Spotlight.ActionsList>
        {results.length > 0 &&
          (groups.length > 0 ? (
            <Spotlight.ActionsGroup label="Pages" role="group" aria-label="Pages">
              {results.map(pageAction(navigate))}
            </Spotlight.ActionsGroup>
          ) : (
            results.map(pageAction(navigate))
          ))}
        {groups.map((g) => (
          // the group title is drawn by CSS (`content`): named for screen readers too
          <Spotlight.ActionsGroup key={g.kind} label={g.label} role="group" aria-label={g.label}>
            {g.hits.map(hit)}
          </Spotlight.ActionsGroup>
        ))}
        {results.length === 0 && groups.length === 0 && !searching && (
          <Spotlight.Empty>
            Aucune page ne correspond à votre recherche
            {data.enabled && data.query.isSuccess && (
              <Text component="span" display="block" size="sm" c="dimmed" mt={4}>
                Aucun ticket, client, produit, commande, Z ou lot non plus
              </Text>
            )}
          </Spotlight.Empty>
        )}
        {data.enabled && data.query.isError && (
          <Spotlight.Empty>La recherche dans les données a échoué : {data.query.error.message}</Spotlight.Empty>
        )}
        <Text size="sm" c="dimmed" px="md" py={searching ? 'xs' : 0} role="status" aria-live="polite">
          {searching ? 'Recherche en cours…' : ''}
        </Text>
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}

const pageAction = (navigate: ReturnType<typeof useNavigate>) => (page: PageEntry) => (
  <Spotlight.Action
    key={page.key}
    label={page.title}
    description={page.description}
    rightSection={
      <Badge variant="light" color="gray" tt="none">
        {page.route}
      </Badge>
    }
    onClick={() => navigate(page.route)}
  />
);

/**
 * The quick search, mounted once the first screen is drawn and the browser idle, or at the first Ctrl+K / click on the
 * top bar's button if sooner: it is no part of the first screen's render on a phone (issue 24).
 */
export function DeferredQuickSearch() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    mountNow = () => setMounted(true);
    // Spotlight's own Ctrl+K listener comes with it: until then, this one mounts and opens it.
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        quickSearch.open();
      }
    };
    window.addEventListener('keydown', onKey);
    const cancel = whenIdle(() => setMounted(true));
    return () => {
      mountNow = () => {};
      window.removeEventListener('keydown', onKey);
      cancel();
    };
  }, [mounted]);
  return mounted ? <QuickSearch /> : null;
}
