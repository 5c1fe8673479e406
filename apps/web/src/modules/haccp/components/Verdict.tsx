import { type NonConformityStatus, nonConformityStatusLabels, type Verdict } from '@fitfit/contracts';
import { Alert, Badge, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

/** The verdict of the thresholds, shown live in an entry form before saving. */
export const VerdictAlert = ({ verdict }: { verdict: Verdict | null }) => {
  if (!verdict) return null;
  return verdict.compliant ? (
    // the title in the text colour: green-9 on the light green background is 3.8:1 (axe wants 4.5)
    <Alert color="green" icon={<IconCircleCheck />} title="Conforme" styles={{ title: { color: 'var(--mantine-color-text)' } }} />
  ) : (
    <Alert color="red" icon={<IconAlertTriangle />} title="Non conforme">
      {verdict.deviation}. Indiquez l'action corrective : une non-conformité sera ouverte.
    </Alert>
  );
};

const ncColors: Record<NonConformityStatus, string> = { open: 'red', corrective_action: 'orange', verified: 'blue', closed: 'gray' };

/** Compliance of a record and, when it opened one, where its non-conformity stands. */
export const ComplianceBadge = ({
  compliant,
  nonConformity,
}: {
  compliant: boolean;
  nonConformity?: { status: NonConformityStatus } | null;
}) => (
  <Stack gap={4} align="flex-start">
    <Badge color={compliant ? 'green' : 'red'} variant="dot" tt="none">
      {compliant ? 'Conforme' : 'Non conforme'}
    </Badge>
    {nonConformity && <NonConformityBadge status={nonConformity.status} />}
  </Stack>
);

export const NonConformityBadge = ({ status }: { status: NonConformityStatus }) => (
  <Badge color={ncColors[status]} variant="outline" c="var(--mantine-color-text)" tt="none">
    {nonConformityStatusLabels[status]}
  </Badge>
);
