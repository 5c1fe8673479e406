import { pages, SEARCH_DEBOUNCE_MS, searchPages } from '@fitfit/contracts';
import { Badge } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from './session/store';

const MAX_RESULTS = 12;

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

  return (
    <Spotlight.Root query={query} onQueryChange={setQuery} shortcut={['mod + K']} scrollable maxHeight={420}>
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
