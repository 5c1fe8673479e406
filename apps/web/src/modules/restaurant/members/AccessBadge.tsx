import { type MemberAccess, memberAccessLabels } from '@fitfit/contracts';
import { Badge } from '@mantine/core';

const colors: Record<MemberAccess, string> = { owner: 'grape', manager: 'blue', accountant: 'teal' };

/** A member's access to the restaurant (owner, manager, accountant), in words and one colour each. */
export const AccessBadge = ({ access }: { access: MemberAccess }) => (
  <Badge variant="light" color={colors[access]} radius="sm">
    {memberAccessLabels[access]}
  </Badge>
);
