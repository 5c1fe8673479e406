import {
  checkHeatTransfer,
  type HeatTransferMode,
  type HeatTransferRecord,
  heatTransferInputs,
  heatTransferModeLabels,
  heatTransferModes,
} from '@fitfit/contracts';
import { Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { confirm } from '../../../ui/confirm';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { usePagedList } from '../../../ui/usePagedList';
import { haccpResources } from '../api';
import { CelsiusInput } from '../components/DecimalInput';
import { HeatTimers, type RunningTransfer, useRunningTransfers } from '../components/HeatTimers';
import { RecordList } from '../components/RecordList';
import { fromLocal, nowLocal, RecordFormModal, toLocal, useRecordEditor } from '../components/recordEditor';
import { VerdictAlert } from '../components/Verdict';

type Fields = {
  mode: HeatTransferMode;
  product: string;
  started_at: string;
  start_c: number | undefined;
  ended_at: string;
  end_c: number | undefined;
};
const celsius = (v: number) => `${String(v).replace('.', ',')} °C`;

export default restaurantPage(function HeatTransfers({ restaurantId }) {
  const haccp = haccpResources(restaurantId);
  const list = usePagedList<HeatTransferRecord>(haccp.heatTransfers, { sort: 'recorded_at' });
  const [running, setRunning] = useRunningTransfers(restaurantId);
  const [finishing, setFinishing] = useState<string | null>(null);
  const editor = useRecordEditor<Fields, HeatTransferRecord>({
    haccp,
    resource: haccp.heatTransfers,
    inputs: heatTransferInputs,
    empty: () => ({ mode: 'cooling', product: '', started_at: nowLocal(), start_c: undefined, ended_at: nowLocal(), end_c: undefined }),
    fieldsOf: (r) => ({
      mode: r.mode,
      product: r.product,
      started_at: toLocal(r.started_at),
      start_c: r.start_c,
      ended_at: toLocal(r.ended_at),
      end_c: r.end_c,
    }),
    bodyOf: (f) => ({ ...f, started_at: fromLocal(f.started_at), ended_at: fromLocal(f.ended_at) }),
    saved: 'Contrôle temps/température enregistré',
    actionVerdict: (f) => {
      const [started, ended] = [fromLocal(f.started_at), fromLocal(f.ended_at)];
      return started && ended && typeof f.end_c === 'number'
        ? checkHeatTransfer({ mode: f.mode, started_at: started, ended_at: ended, end_c: f.end_c })
        : null;
    },
    // the timer it came from is done
    onSaved: () => {
      if (finishing) setRunning((all) => all.filter((t) => t.id !== finishing));
      setFinishing(null);
    },
  });
  const { form } = editor;
  const v = form.values;
  const started = fromLocal(v.started_at);
  const ended = fromLocal(v.ended_at);
  const verdict =
    started && ended && typeof v.end_c === 'number'
      ? checkHeatTransfer({ mode: v.mode, started_at: started, ended_at: ended, end_c: v.end_c })
      : null;

  // starting a timer: what and from which temperature
  const [starting, setStarting] = useState<HeatTransferMode | null>(null);
  const [product, setProduct] = useState('');
  const [startC, setStartC] = useState<number | undefined>(undefined);
  const start = () => {
    if (!starting || !product.trim() || startC === undefined) return;
    setRunning((all) => [
      ...all,
      {
        id: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
        mode: starting,
        product: product.trim(),
        started_at: new Date().toISOString(),
        start_c: startC,
      },
    ]);
    setStarting(null);
    setProduct('');
    setStartC(undefined);
  };
  const finish = (t: RunningTransfer) => {
    editor.openCreate();
    form.setValues({
      mode: t.mode,
      product: t.product,
      started_at: toLocal(t.started_at),
      start_c: t.start_c,
      ended_at: nowLocal(),
      end_c: undefined,
    });
    setFinishing(t.id);
  };
  const cancel = async (t: RunningTransfer) => {
    const ok = await confirm({
      title: `Abandonner le minuteur « ${t.product} » ?`,
      message: 'Rien ne sera enregistré.',
      confirmLabel: 'Abandonner',
      danger: true,
    });
    if (ok) setRunning((all) => all.filter((x) => x.id !== t.id));
  };
  return (
    <>
      <PageHeader
        title="Contrôles temps/température"
        description="Refroidissement de 63 °C à moins de 10 °C en 2 h au plus ; remise en température à 63 °C ou plus en 1 h au plus."
        actions={
          <>
            <Button leftSection={<IconPlayerPlay size={16} />} onClick={() => setStarting('cooling')}>
              Démarrer un refroidissement
            </Button>
            <Button leftSection={<IconPlayerPlay size={16} />} variant="light" onClick={() => setStarting('reheating')}>
              Démarrer une remise en température
            </Button>
            <Button leftSection={<IconPlus size={16} />} variant="default" onClick={editor.openCreate}>
              Saisir un contrôle
            </Button>
          </>
        }
      />
      <HeatTimers running={running} onFinish={finish} onCancel={cancel} />
      <RecordList
        haccp={haccp}
        resource={haccp.heatTransfers}
        list={list}
        searchPlaceholder="Rechercher un produit"
        emptyText="Aucun contrôle temps/température pour l'instant."
        columns={[
          { key: 'mode', title: 'Type', render: (r) => heatTransferModeLabels[r.mode] },
          { key: 'product', title: 'Produit', render: (r) => r.product },
          { key: 'temperatures', title: 'Températures', render: (r) => `${celsius(r.start_c)} → ${celsius(r.end_c)}` },
          { key: 'duration', title: 'Durée', align: 'right', render: (r) => `${r.duration_minutes} min` },
        ]}
        onCorrect={editor.openEdit}
        describe={(r) => (
          <Text>
            {heatTransferModeLabels[r.mode]} {r.product} : {celsius(r.start_c)} → {celsius(r.end_c)} en {r.duration_minutes} min
          </Text>
        )}
      />
      <Modal
        opened={starting !== null}
        onClose={() => setStarting(null)}
        title={starting ? `Démarrer : ${heatTransferModeLabels[starting].toLowerCase()}` : ''}
        centered
      >
        <Stack>
          <TextInput
            size="lg"
            label="Produit"
            withAsterisk
            data-autofocus
            maxLength={120}
            value={product}
            onChange={(e) => setProduct(e.currentTarget.value)}
          />
          <CelsiusInput label="Température de départ" withAsterisk value={startC} onChange={setStartC} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStarting(null)}>
              Annuler
            </Button>
            <Button size="md" onClick={start} disabled={!product.trim() || startC === undefined}>
              Démarrer le minuteur
            </Button>
          </Group>
        </Stack>
      </Modal>
      <RecordFormModal
        editor={editor}
        title={{ create: 'Contrôle temps/température', correct: 'Corriger le contrôle' }}
        nonCompliant={verdict?.compliant === false}
      >
        <SegmentedControl
          size="md"
          fullWidth
          aria-label="Type de contrôle"
          data={heatTransferModes.map((m) => ({ value: m, label: heatTransferModeLabels[m] }))}
          {...form.getInputProps('mode')}
        />
        <TextInput size="lg" label="Produit" withAsterisk maxLength={120} {...form.getInputProps('product')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput size="lg" type="datetime-local" label="Début" withAsterisk {...form.getInputProps('started_at')} />
          <CelsiusInput label="Température de début" withAsterisk {...form.getInputProps('start_c')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput size="lg" type="datetime-local" label="Fin" withAsterisk {...form.getInputProps('ended_at')} />
          <CelsiusInput label="Température de fin" withAsterisk data-autofocus {...form.getInputProps('end_c')} />
        </SimpleGrid>
        <VerdictAlert verdict={verdict} />
      </RecordFormModal>
    </>
  );
});
