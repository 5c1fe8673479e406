import type { Tag } from '@fitfit/contracts';
import { Card } from '@mantine/core';
import { useNavigate } from 'react-router';
import { DeleteButton } from '../../../ui/DeleteButton';
import { EntityFormPage } from '../../../ui/EntityFormPage';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { caisseResources, cardEffects } from '../api';
import { TagForm } from '../components/TagForm';

/** /caisse/heat-tags/:id */
export default restaurantPage(function HeatTagPage({ restaurantId }) {
  const caisse = caisseResources(restaurantId);
  const navigate = useNavigate();
  const remove = useDeleteAction({ resource: caisse.tags, noun: "l'étiquette", affects: cardEffects.tags(caisse) });
  const back = () => navigate('/caisse/heat-tags');
  return (
    <EntityFormPage<Tag> resource={caisse.tags} backTo="/caisse/heat-tags" backLabel="Retour aux étiquettes">
      {(tag) =>
        tag && (
          <>
            <PageHeader
              title={`Étiquette « ${tag.name} »`}
              actions={<DeleteButton onDelete={() => remove(tag.id, tag.name)} then={back} />}
            />
            <Card withBorder maw={520}>
              <TagForm key={tag.updated_at} caisse={caisse} tag={tag} onCancel={back} onSaved={back} />
            </Card>
          </>
        )
      }
    </EntityFormPage>
  );
});
