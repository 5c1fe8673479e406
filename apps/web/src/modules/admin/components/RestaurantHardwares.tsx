import {
  adminEndpoints,
  type Hardware,
  hardwareKindLabels,
  LOOKUP_PAGE_SIZE,
  type RestaurantHardware,
  type RestaurantHardwareWithKey,
  restaurantHardwareInputSchema,
} from '@fitfit/contracts';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconKey, IconPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../lib/api-client';
import { confirm } from '../../../ui/confirm';
import { type Column, DataTable } from '../../../ui/DataTable';
import { FormModal } from '../../../ui/FormModal';
import { RowActions } from '../../../ui/RowActions';
import { toast } from '../../../ui/toast';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import { useLookupList, usePagedList } from '../../../ui/usePagedList';
import { useRefresh } from '../../../ui/useRefresh';
import { admin, adminEffects } from '../api';

type Values = { hardware_id: string | null; label: string; serial_number: string; installed_on: string };
const empty: Values = { hardware_id: null, label: '', serial_number: '', installed_on: '' };

/** The device key of a POS terminal, shown once after creation or rotation. */
const KeyReveal = ({ device, onClose }: { device: RestaurantHardwareWithKey | null; onClose(): void }) => (
  <Modal opened={device !== null} onClose={onClose} title="Clé d'accès du terminal" centered size="lg">
    {device?.api_key && (
      <Stack>
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert">
          Copiez cette clé maintenant et saisissez-la dans le terminal « {device.label ?? `${device.brand} ${device.model}`} ». Elle ne sera
          plus jamais affichée : en cas de perte, renouvelez-la.
        </Alert>
        <Group wrap="nowrap" gap="xs">
          <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid="device-key">
            {device.api_key}
          </Code>
          <CopyButton value={device.api_key}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copiée' : 'Copier'}>
                <ActionIcon variant="light" size="lg" onClick={copy} aria-label="Copier la clé">
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose}>J'ai copié la clé</Button>
        </Group>
      </Stack>
    )}
  </Modal>
);

/** Hardware installed in a restaurant: install, rotate a POS terminal's key, remove. */
export const RestaurantHardwares = ({ restaurantId }: { restaurantId: string }) => {
  const installed = admin.restaurantHardwares(restaurantId);
  const list = usePagedList<RestaurantHardware>(installed, { sort: 'created_at', order: 'asc' });
  const refresh = useRefresh();
  const [revealed, setRevealed] = useState<RestaurantHardwareWithKey | null>(null);
  const remove = useDeleteAction({ resource: installed, noun: 'ce matériel du restaurant', affects: adminEffects.restaurantHardwares });
  const catalogue = useLookupList<Hardware>(admin.hardwares, { sort: 'kind', perPage: LOOKUP_PAGE_SIZE });
  const editor = useEditor<Values, RestaurantHardware, RestaurantHardwareWithKey>({
    resource: installed,
    validate: restaurantHardwareInputSchema,
    empty,
    toValues: () => empty,
    created: 'Le matériel a été installé',
    updated: '',
    affects: adminEffects.restaurantHardwares,
    onSaved: (created) => created.api_key && setRevealed(created),
  });
  const rotate = useMutation({
    mutationFn: (id: string) => call(adminEndpoints.rotateHardwareKey, { params: { id: restaurantId, hid: id } }),
    onSuccess: async (device) => {
      await refresh(installed.keys.all);
      setRevealed(device);
      toast.success("La clé a été renouvelée : l'ancienne ne fonctionne plus");
    },
    onError: (error) => toast.fromError(error),
  });
  const askRotate = async (h: RestaurantHardware) => {
    const ok = await confirm({
      title: 'Renouveler la clé',
      message: `L'ancienne clé de « ${h.label ?? h.model} » cessera immédiatement de fonctionner. Continuer ?`,
      danger: true,
    });
    if (ok) rotate.mutate(h.id);
  };
  const name = (h: RestaurantHardware) => h.label ?? `${h.brand} ${h.model}`;
  const columns: Column<RestaurantHardware>[] = [
    { key: 'kind', title: 'Type', sort: 'kind', render: (h) => <Badge variant="light">{hardwareKindLabels[h.kind]}</Badge> },
    {
      key: 'label',
      title: 'Matériel',
      sort: 'label',
      render: (h) => (
        <div>
          <Text size="sm" fw={500}>
            {name(h)}
          </Text>
          <Text size="xs" c="dimmed">
            {h.brand} {h.model}
            {h.serial_number ? ` · n° ${h.serial_number}` : ''}
          </Text>
        </div>
      ),
    },
    {
      key: 'installed_on',
      title: 'Installé le',
      sort: 'installed_on',
      render: (h) => (h.installed_on ? new Date(h.installed_on).toLocaleDateString('fr-FR') : '—'),
    },
    { key: 'key', title: 'Clé', render: (h) => (h.api_key_prefix ? <Code>{h.api_key_prefix}…</Code> : <Text c="dimmed">—</Text>) },
    {
      key: 'actions',
      title: '',
      align: 'right',
      render: (h) => (
        <RowActions
          label={name(h)}
          onDelete={() => remove(h.id, name(h))}
          extra={
            h.kind === 'pos_terminal' ? (
              <Tooltip label="Renouveler la clé">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Renouveler la clé de ${name(h)}`}
                  onClick={() => askRotate(h)}
                  loading={rotate.isPending}
                >
                  <IconKey size={16} />
                </ActionIcon>
              </Tooltip>
            ) : null
          }
        />
      ),
    },
  ];
  const { form } = editor;
  return (
    <>
      <DataTable
        list={list}
        columns={columns}
        rowKey={(h) => h.id}
        searchPlaceholder="Rechercher du matériel"
        emptyText="Aucun matériel installé"
        toolbar={
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={editor.openCreate}>
            Installer du matériel
          </Button>
        }
      />
      <FormModal editor={editor} title="Installer du matériel" submitLabel="Installer">
        <Select
          label="Matériel du catalogue"
          withAsterisk
          searchable
          data={(catalogue.data ?? []).map((h) => ({ value: h.id, label: `${hardwareKindLabels[h.kind]} — ${h.brand} ${h.model}` }))}
          {...form.getInputProps('hardware_id')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Libellé" description="ex. Caisse comptoir" {...form.getInputProps('label')} />
          <TextInput label="Numéro de série" {...form.getInputProps('serial_number')} />
          <TextInput label="Date d'installation" type="date" {...form.getInputProps('installed_on')} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          Un terminal de caisse reçoit une clé d'accès, affichée une seule fois après l'installation.
        </Text>
      </FormModal>
      <KeyReveal device={revealed} onClose={() => setRevealed(null)} />
    </>
  );
};
