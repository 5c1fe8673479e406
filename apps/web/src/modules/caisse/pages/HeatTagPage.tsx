import type { Tag } from '@fitfit/contracts';
import { Anchor, Button, Card, Group } from '@mantine/core';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../../lib/http';
import { PageHeader } from '../../../ui/PageHeader';
import { toast } from '../../../ui/toast';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useCaissePath, useCardEntity } from '../api';
import { NoRestaurant, QueryState } from '../components/common';
import { TagForm } from '../components/TagForm';

export default function HeatTagPage() {
  const base = useCaissePath();
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tag = useCardEntity<Tag>('heat-tags', id);
  const remove = useDeleteAction({ noun: "l'étiquette" });
  if (!base) return <NoRestaurant />;
  return (
    <>
      <Anchor component={Link} to="/caisse/heat-tags" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Retour aux étiquettes
        </Group>
      </Anchor>
      <PageHeader
        title={tag.data ? `Étiquette « ${tag.data.name} »` : 'Étiquette'}
        actions={
          tag.data && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={async () => {
                if (tag.data && (await remove(`${base}/heat-tags/${tag.data.id}`, tag.data.name))) navigate('/caisse/heat-tags');
              }}
            >
              Supprimer
            </Button>
          )
        }
      />
      <QueryState query={tag}>
        {tag.data && (
          <Card withBorder maw={520}>
            <TagForm
              key={tag.data.updated_at}
              initial={{ name: tag.data.name, color: tag.data.color }}
              submitLabel="Enregistrer"
              onCancel={() => navigate('/caisse/heat-tags')}
              onSubmit={async (values) => {
                const saved = await api.put<Tag>(`${base}/heat-tags/${id}`, values);
                await queryClient.invalidateQueries({ queryKey: ['list'] });
                queryClient.setQueryData(['entity', `${base}/heat-tags/${id}`], saved);
                toast.success('Étiquette enregistrée');
                navigate('/caisse/heat-tags');
              }}
            />
          </Card>
        )}
      </QueryState>
    </>
  );
}
