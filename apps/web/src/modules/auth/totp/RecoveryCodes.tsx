import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';

const download = (codes: string[]) => {
  const text = `FitFit Solution — codes de secours de la vérification en deux étapes\nChaque code ne sert qu’une fois.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'fitfit-codes-de-secours.txt' });
  link.click();
  URL.revokeObjectURL(url);
};

/** The recovery codes, shown this once: copy them, download them, then say they are kept. */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel = 'J’ai enregistré mes codes',
}: {
  codes: string[];
  onDone: () => void;
  doneLabel?: string;
}) {
  return (
    <Stack>
      <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="status">
        <Text size="sm" fw={700}>
          Vos codes de secours
        </Text>
        Sans votre téléphone, chacun de ces codes remplace une fois le code de l’application. Gardez-les en lieu sûr : ils ne seront plus
        affichés.
      </Alert>
      <SimpleGrid cols={2} spacing="xs" component="ul" aria-label="Codes de secours" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {codes.map((code) => (
          <Code key={code} component="li" fz="sm" ta="center" py={6} style={{ whiteSpace: 'nowrap' }}>
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" size="sm" onClick={copy} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}>
              {copied ? 'Copiés' : 'Copier'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" size="sm" onClick={() => download(codes)} leftSection={<IconDownload size={16} />}>
          Télécharger
        </Button>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone}>{doneLabel}</Button>
      </Group>
    </Stack>
  );
}
