import { allergenLabels, allergens, type Product, productInputSchema } from '@fitfit/contracts';
import {
  Box,
  Button,
  Card,
  Checkbox,
  Flex,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { api } from '../../../lib/http';
import { PageHeader } from '../../../ui/PageHeader';
import { toast } from '../../../ui/toast';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useCategoriesLookup, useOptionsLookup, useTagsLookup } from '../api';
import { CardEntityFormPage } from '../components/CardEntityFormPage';
import { TagBadge } from '../components/common';
import { PhotoField } from '../components/PhotoField';
import { PricesAndTaxFields } from '../components/PricesAndTaxFields';
import { usePhoto } from '../components/usePhoto';

type Values = {
  name: string;
  description: string;
  category_id: string | null;
  tax_id: string;
  tag_ids: string[];
  option_group_ids: string[];
  price_on_spot_cents: number;
  price_takeaway_cents: number;
  price_delivery_cents: number;
  allergens: string[];
  available: boolean;
  sku: string;
  barcode: string;
};

/** /caisse/products/create-a-dish and /caisse/products/:id */
export default function ProductFormPage() {
  return (
    <CardEntityFormPage<Product> resource="products" backTo="/caisse/products" backLabel="Retour aux produits">
      {(base, product) => <ProductForm key={product ? product.id : 'new'} base={base} product={product} />}
    </CardEntityFormPage>
  );
}

function ProductForm({ base, product }: { base: string; product: Product | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAction({ noun: 'le produit' });
  const categories = useCategoriesLookup();
  const tags = useTagsLookup();
  const groups = useOptionsLookup();
  const form = useForm<Values>({
    initialValues: product
      ? {
          name: product.name,
          description: product.description ?? '',
          category_id: product.category_id,
          tax_id: product.tax_id,
          tag_ids: product.tags.map((t) => t.id),
          option_group_ids: product.option_group_ids,
          price_on_spot_cents: product.price_on_spot_cents,
          price_takeaway_cents: product.price_takeaway_cents,
          price_delivery_cents: product.price_delivery_cents,
          allergens: product.allergens,
          available: product.available,
          sku: product.sku ?? '',
          barcode: product.barcode ?? '',
        }
      : {
          name: '',
          description: '',
          category_id: null,
          tax_id: '',
          tag_ids: [],
          option_group_ids: [],
          price_on_spot_cents: 0,
          price_takeaway_cents: 0,
          price_delivery_cents: 0,
          allergens: [],
          available: true,
          sku: '',
          barcode: '',
        },
    validate: (v) => zodValidate(productInputSchema)({ ...v, tax_id: v.tax_id || undefined }),
  });
  const tagById = new Map((tags.data ?? []).map((t) => [t.id, t]));
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['list'] });
    await queryClient.invalidateQueries({ queryKey: ['entity'] });
    await queryClient.invalidateQueries({ queryKey: ['card'] });
  };
  const photo = usePhoto<Product>({ owner: product, photoPath: (id) => `${base}/products/${id}/photo`, onChanged: refresh });

  return (
    <>
      <PageHeader
        title={product ? product.name : 'Créer un plat'}
        description={product ? 'Modifier le produit de la carte' : 'Ajouter un produit à la carte'}
        actions={
          product && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={async () => {
                if (await remove(`${base}/products/${product.id}`, product.name)) navigate('/caisse/products');
              }}
            >
              Supprimer
            </Button>
          )
        }
      />
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          const body = { ...values, description: values.description || null, sku: values.sku || null, barcode: values.barcode || null };
          let saved: Product;
          try {
            saved = product
              ? await api.put<Product>(`${base}/products/${product.id}`, body)
              : await api.post<Product>(`${base}/products`, body);
          } catch (error) {
            if (!applyServerErrors(error, form.setFieldError)) toast.fromError(error);
            return;
          }
          try {
            saved = await photo.uploadPending(saved);
          } catch (error) {
            toast.fromError(error);
            await refresh();
            navigate(`/caisse/products/${saved.id}`, { replace: true });
            return;
          }
          await refresh();
          toast.success(product ? `« ${saved.name} » enregistré` : `« ${saved.name} » ajouté à la carte`);
          navigate('/caisse/products');
        })}
      >
        <Flex gap="md" wrap="wrap" align="flex-start">
          <Box style={{ flex: '1 1 520px', minWidth: 0 }}>
            <Stack>
              <Card withBorder>
                <Stack>
                  <TextInput label="Nom" withAsterisk placeholder="Entrecôte grillée" {...form.getInputProps('name')} />
                  <Textarea label="Description" autosize minRows={2} maxLength={1000} {...form.getInputProps('description')} />
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <Select
                      label="Catégorie"
                      placeholder="Sans catégorie"
                      clearable
                      data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                      {...form.getInputProps('category_id')}
                    />
                    <MultiSelect
                      label="Étiquettes"
                      placeholder={form.values.tag_ids.length ? undefined : 'Aucune'}
                      data={(tags.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
                      searchable
                      {...form.getInputProps('tag_ids')}
                    />
                  </SimpleGrid>
                  {form.values.tag_ids.length > 0 && (
                    <Group gap={4}>
                      {form.values.tag_ids.map((t) => {
                        const tag = tagById.get(t);
                        return tag ? <TagBadge key={t} tag={tag} /> : null;
                      })}
                    </Group>
                  )}
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput label="Référence (SKU)" maxLength={40} {...form.getInputProps('sku')} />
                    <TextInput label="Code-barres (EAN)" inputMode="numeric" maxLength={14} {...form.getInputProps('barcode')} />
                  </SimpleGrid>
                  <Switch label="Disponible à la vente" {...form.getInputProps('available', { type: 'checkbox' })} />
                </Stack>
              </Card>
              <Card withBorder>
                <Text fw={600} mb="xs">
                  Prix TTC et TVA
                </Text>
                <PricesAndTaxFields
                  values={form.values}
                  errors={form.errors}
                  onPriceChange={(field, cents) => form.setFieldValue(field, cents)}
                  onTaxChange={(taxId) => form.setFieldValue('tax_id', taxId)}
                  labels={['Sur place', 'À emporter', 'Livraison']}
                />
              </Card>
              <Card withBorder>
                <MultiSelect
                  label="Groupes d'options"
                  description="Proposés au moment de la commande (cuisson, accompagnement…)"
                  placeholder={form.values.option_group_ids.length ? undefined : 'Aucun'}
                  data={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
                  searchable
                  {...form.getInputProps('option_group_ids')}
                />
              </Card>
              <Card withBorder>
                <Checkbox.Group label="Allergènes (règlement INCO, 14 allergènes)" {...form.getInputProps('allergens')}>
                  <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="xs">
                    {allergens.map((a) => (
                      <Checkbox key={a} value={a} label={allergenLabels[a]} />
                    ))}
                  </SimpleGrid>
                </Checkbox.Group>
              </Card>
            </Stack>
          </Box>
          <Box style={{ flex: '0 1 340px', position: 'sticky', top: 80 }}>
            <Stack>
              <PhotoField {...photo.fieldProps} />
              <Group justify="flex-end">
                <Button variant="default" component={Link} to="/caisse/products">
                  Annuler
                </Button>
                <Button type="submit" loading={form.submitting}>
                  {product ? 'Enregistrer' : 'Créer le plat'}
                </Button>
              </Group>
            </Stack>
          </Box>
        </Flex>
      </form>
    </>
  );
}
