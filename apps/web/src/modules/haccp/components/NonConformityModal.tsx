import { haccpKindLabels, type NonConformity, type NonConformityStep } from '@fitfit/contracts';
import { Button, Group, Modal, Stack, Text, Textarea, Timeline } from '@mantine/core';
import { IconCheck, IconFlag, IconLock, IconTool } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { QueryState } from '../../../ui/QueryState';
import { toast } from '../../../ui/toast';
import { useEntity } from '../../../ui/usePagedList';
import { useRefresh } from '../../../ui/useRefresh';
import { type Haccp, haccpEffects } from '../api';
import { NonConformityBadge } from './Verdict';

const next: Record<NonConformity['status'], { step: NonConformityStep['step']; label: string; noteLabel: string; done: string } | null> = {
  open: {
    step: 'corrective_action',
    label: "Enregistrer l'action corrective",
    noteLabel: 'Action corrective',
    done: 'Action corrective enregistrée',
  },
  corrective_action: {
    step: 'verified',
    label: "Vérifier l'efficacité",
    noteLabel: 'Constat de vérification (facultatif)',
    done: 'Vérification enregistrée',
  },
  verified: { step: 'closed', label: 'Clôturer', noteLabel: '', done: 'Non-conformité clôturée' },
  closed: null,
};

const signed = (name: string | null, at: string | null) => (at ? `${name ?? '—'}, le ${formatDateTime(at)}` : '');

/** One non-conformity: its steps with who and when, and the next step (open → action corrective → vérifiée → clôturée). */
export const NonConformityModal = ({ haccp, id, onClose }: { haccp: Haccp; id: string | null; onClose(): void }) => {
  const query = useEntity<NonConformity>(haccp.nonConformities, id ?? undefined);
  const refresh = useRefresh();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const nc = query.data;
  const step = nc ? next[nc.status] : null;
  const mutation = useMutation({
    mutationFn: (body: NonConformityStep) => haccp.nonConformityStep(id as string, body),
    onSuccess: async () => {
      await refresh(haccp.nonConformities.keys.all, ...haccpEffects.step(haccp));
      toast.success(step?.done ?? 'Enregistré');
      setNote('');
    },
    onError: (e) => toast.fromError(e),
  });
  const submit = () => {
    if (!step) return;
    if (step.step === 'corrective_action' && !note.trim()) {
      setError("Décrivez l'action corrective");
      return;
    }
    setError(null);
    mutation.mutate({ step: step.step, note: note.trim() || null });
  };
  const active = nc ? ['open', 'corrective_action', 'verified', 'closed'].indexOf(nc.status) : 0;
  return (
    <Modal opened={id !== null} onClose={onClose} title="Non-conformité" size="lg" centered>
      <QueryState query={query}>
        {nc && (
          <Stack>
            <Group justify="space-between">
              <Text fw={600}>{haccpKindLabels[nc.record_kind]}</Text>
              <NonConformityBadge status={nc.status} />
            </Group>
            <Text>{nc.description}</Text>
            <Timeline active={active} bulletSize={28}>
              <Timeline.Item bullet={<IconFlag size={16} />} title="Ouverte">
                <Text size="sm" c="dimmed">
                  {signed(nc.opened_by_name, nc.opened_at)}
                </Text>
              </Timeline.Item>
              <Timeline.Item bullet={<IconTool size={16} />} title="Action corrective">
                {nc.corrective_action && <Text size="sm">{nc.corrective_action}</Text>}
                <Text size="sm" c="dimmed">
                  {signed(nc.action_by_name, nc.action_at)}
                </Text>
              </Timeline.Item>
              <Timeline.Item bullet={<IconCheck size={16} />} title="Vérifiée">
                {nc.verification_note && <Text size="sm">{nc.verification_note}</Text>}
                <Text size="sm" c="dimmed">
                  {signed(nc.verified_by_name, nc.verified_at)}
                </Text>
              </Timeline.Item>
              <Timeline.Item bullet={<IconLock size={16} />} title="Clôturée">
                <Text size="sm" c="dimmed">
                  {signed(nc.closed_by_name, nc.closed_at)}
                </Text>
              </Timeline.Item>
            </Timeline>
            {step && (
              <Stack gap="sm">
                {step.noteLabel && (
                  <Textarea
                    size="lg"
                    label={step.noteLabel}
                    withAsterisk={step.step === 'corrective_action'}
                    autosize
                    minRows={2}
                    maxLength={500}
                    value={note}
                    error={error}
                    onChange={(e) => setNote(e.currentTarget.value)}
                  />
                )}
                <Button size="lg" onClick={submit} loading={mutation.isPending}>
                  {step.label}
                </Button>
              </Stack>
            )}
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
};
