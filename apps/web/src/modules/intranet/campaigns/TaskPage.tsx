import { type CampaignPhoto, type CampaignTask, campaignTaskStatusLabels, plural } from '@fitfit/contracts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
  Typography,
} from '@mantine/core';
import { IconArrowLeft, IconCamera, IconCheck, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSession } from '../../../app/session/store';
import { DEFAULT_TIMEZONE, formatDateTime } from '../../../lib/dates';
import { QueryState } from '../../../ui/QueryState';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { toast } from '../../../ui/toast';
import { type TaskApi, taskApi } from './api';
import { statusColor } from './TasksPage';

/** The proof photos, each opening full size (signed addresses, valid a few minutes). */
export const PhotoGrid = ({ photos, onRemove }: { photos: CampaignPhoto[]; onRemove?: (p: CampaignPhoto) => void }) => (
  <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs">
    {photos.map((p, i) => (
      <div key={p.id} style={{ position: 'relative' }}>
        <Anchor href={p.url} target="_blank" rel="noopener">
          <Image src={p.url} alt={`Photo ${i + 1} de la preuve, ajoutée par ${p.added_by_name}`} radius="sm" h={120} fit="cover" />
        </Anchor>
        {onRemove && (
          <ActionIcon
            color="red"
            variant="filled"
            size="sm"
            style={{ position: 'absolute', top: 4, right: 4 }}
            onClick={() => onRemove(p)}
            aria-label={`Retirer la photo ${i + 1}`}
          >
            <IconTrash size={14} />
          </ActionIcon>
        )}
      </div>
    ))}
  </SimpleGrid>
);

/** The proof form: photos added one by one (each sent at once, previewed), the comment, « Marquer comme faite ». */
const ProofForm = ({ task, api }: { task: CampaignTask; api: TaskApi }) => {
  const queryClient = useQueryClient();
  const [comment, setComment] = useState(task.comment);
  const refresh = () => queryClient.invalidateQueries({ queryKey: api.keys.all });
  const add = useMutation({
    mutationFn: (file: File) => api.addPhoto(task.id, file),
    onSuccess: refresh,
    onError: (error) => toast.fromError(error),
  });
  const remove = useMutation({
    mutationFn: (photo: CampaignPhoto) => api.removePhoto(task.id, photo.id),
    onSuccess: refresh,
    onError: (error) => toast.fromError(error),
  });
  const done = useMutation({
    mutationFn: () => api.done(task.id, comment.trim()),
    onSuccess: async (saved) => {
      queryClient.setQueryData(api.keys.task(task.id), saved);
      await refresh();
      toast.success('Campagne rendue : merci !');
    },
    onError: (error) => toast.fromError(error),
  });
  const missing = Math.max(0, task.photos_required - task.photos.length);
  const asked = [
    task.photos_required > 0 ? plural(task.photos_required, 'photo', 'photos') : null,
    task.comment_required ? 'un commentaire' : null,
  ].filter(Boolean);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="proof-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="proof-title">
          Votre preuve
        </Title>
        <Text size="sm" c="dimmed">
          Demandé : {asked.join(' et ')}.
        </Text>
        {task.photos.length > 0 && <PhotoGrid photos={task.photos} onRemove={(p) => remove.mutate(p)} />}
        <Group>
          <FileButton onChange={(file) => file && add.mutate(file)} accept="image/jpeg,image/png,image/webp">
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconCamera size={18} />} loading={add.isPending}>
                Ajouter une photo
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            JPEG, PNG ou WebP, 5 Mo au plus
          </Text>
        </Group>
        <Textarea
          label="Commentaire"
          withAsterisk={task.comment_required}
          autosize
          minRows={2}
          maxLength={2000}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
        <Group>
          <Button leftSection={<IconCheck size={18} />} loading={done.isPending} onClick={() => done.mutate()}>
            Marquer comme faite
          </Button>
          {missing > 0 && (
            <Text size="sm" c="dimmed">
              Encore {plural(missing, 'photo', 'photos')} à ajouter.
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
};

/**
 * One campaign of the restaurant (docs/intranet.md « Campagnes »): its instructions (sanitised by the server), its
 * deadline, and its proof — the form for its owners and managers, or the proof given once done.
 */
export default restaurantPage(function TaskPage({ restaurantId }) {
  const { id = '' } = useParams();
  const api = taskApi(restaurantId);
  const timezone = useSession((s) => s.currentRestaurant?.timezone ?? DEFAULT_TIMEZONE);
  const query = useQuery({ queryKey: api.keys.task(id), queryFn: ({ signal }) => api.get(id, signal) });
  const task = query.data;
  return (
    <Stack gap="md" maw={900}>
      <Anchor component={Link} to="/intranet/campaigns" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Toutes les campagnes
        </Group>
      </Anchor>
      <QueryState query={query}>
        {task && (
          <>
            <Card withBorder padding="lg" radius="md">
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Title order={1} size="h3">
                    {task.title}
                  </Title>
                  <Badge color={statusColor[task.status]} variant="dot" tt="none" size="lg">
                    {campaignTaskStatusLabels[task.status]}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {task.author_label} · à rendre avant le {formatDateTime(task.deadline_at, timezone)}
                </Text>
                {task.status !== 'done' && task.reopen_reason && (
                  <Alert color="orange" icon={<IconRefresh size={18} />} title="À refaire">
                    {task.reopen_reason}
                    {task.reopened_by_name ? ` — ${task.reopened_by_name}` : ''}
                    {task.reopened_at ? `, le ${formatDateTime(task.reopened_at, timezone)}` : ''}
                  </Alert>
                )}
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (modules/intranet/sanitize.ts) */}
                <Typography dangerouslySetInnerHTML={{ __html: task.instructions_html }} />
              </Stack>
            </Card>
            {task.status === 'done' ? (
              <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="proof-title">
                <Stack gap="sm">
                  <Title order={2} size="h4" id="proof-title">
                    Preuve rendue
                  </Title>
                  <Alert color="teal" icon={<IconCheck size={18} />}>
                    Faite le {task.done_at ? formatDateTime(task.done_at, timezone) : ''}
                    {task.done_by_name ? ` par ${task.done_by_name}` : ''}.
                  </Alert>
                  {task.comment && <Text size="sm">{task.comment}</Text>}
                  {task.photos.length > 0 && <PhotoGrid photos={task.photos} />}
                </Stack>
              </Card>
            ) : task.can_complete ? (
              <ProofForm key={task.id} task={task} api={api} />
            ) : (
              <Text size="sm" c="dimmed">
                À rendre par un propriétaire ou un gérant du restaurant.
              </Text>
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
});
