import { memberAccessDescriptions, memberAccesses, memberAccessLabels } from '@fitfit/contracts';
import { List, Text } from '@mantine/core';

/** The exact split of the three accesses (docs/accounts.md), as the invitation form and the page say it. */
export const AccessSplit = () => (
  <List size="sm" spacing={4}>
    {memberAccesses.map((access) => (
      <List.Item key={access}>
        <Text span fw={600} size="sm">
          {memberAccessLabels[access]}
        </Text>{' '}
        : {memberAccessDescriptions[access]}.
      </List.Item>
    ))}
  </List>
);
