import { type PosPermission, plural, posPermissionLabels, posPermissions } from '@fitfit/contracts';
import { Badge, Group, Text, Tooltip } from '@mantine/core';

const SHOWN = 3;

/** A role's permissions as badges: "Toutes les permissions", "Aucune permission", or the first few and "+N". */
export const PermissionBadges = ({ permissions }: { permissions: PosPermission[] }) => {
  if (permissions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Aucune permission
      </Text>
    );
  if (permissions.length === posPermissions.length)
    return (
      <Badge color="teal" variant="dot" tt="none">
        Toutes les permissions
      </Badge>
    );
  const rest = permissions.slice(SHOWN);
  return (
    <Group gap={4}>
      {permissions.slice(0, SHOWN).map((p) => (
        <Badge key={p} variant="default" tt="none">
          {posPermissionLabels[p]}
        </Badge>
      ))}
      {rest.length > 0 && (
        <Tooltip label={rest.map((p) => posPermissionLabels[p]).join(', ')} withArrow>
          <Badge
            variant="outline"
            color="gray"
            tt="none"
            aria-label={`et ${plural(rest.length, 'autre', 'autres')} : ${rest.map((p) => posPermissionLabels[p]).join(', ')}`}
          >
            +{rest.length}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
};
