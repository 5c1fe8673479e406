import { pages, SEARCH_DEBOUNCE_MS, searchPages } from '@fitfit/contracts';
import { Badge } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from './session/store';

const MAX_RESULTS = 12;

const [searchStore, quickSearchActions] = createSpotlight();
export const quickSearch = quickSearchActions;

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
 * Quick search over the page catalogue (SPEC §2): Ctrl+K / Cmd+K, only pages the role may open,
 * case- and accent-insensitive on title, description and route, debounced by 100 ms.
 */
export function QuickSearch() {
  const role = useSession((s) => s.currentUser?.role);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const results = useMemo(() => searchPages(pages, role, debounced).slice(0, MAX_RESULTS), [role, debounced]);
  useEffect(() => {
    if (results.length > 0) highlightFirstResult();
  }, [results]);

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
      styles={{ header: { display: 'none' } }}
    >
      <Spotlight.Search placeholder="Rechercher une page" leftSection={<IconSearch size={18} />} aria-label="Rechercher une page" />
      <Spotlight.ActionsList>
        {results.length > 0 ? (
          results.map((page) => (
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
          ))
        ) : (
          <Spotlight.Empty>Aucune page ne correspond à votre recherche</Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
