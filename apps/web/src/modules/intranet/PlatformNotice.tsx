import { Alert, Stack, Text, Typography } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { platformNotices } from './api';

/**
 * The platform's news (docs/intranet.md): what the FitFit Solution team announced to every restaurant, shown on the
 * home page whatever modules the restaurant holds. Nothing when there is none.
 */
export const PlatformNotice = () => {
  const notices = useQuery({ queryKey: ['intranet', 'notices'], queryFn: ({ signal }) => platformNotices(signal), staleTime: 60_000 });
  if (!notices.data?.length) return null;
  return (
    <Stack gap="xs" mb="md">
      {notices.data.map((n) => (
        <Alert key={n.id} color="blue" variant="light" icon={<IconSpeakerphone size={18} />} title={`FitFit Solution : ${n.title}`}>
          <Text size="sm" component="div">
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (modules/intranet/sanitize.ts) */}
            <Typography dangerouslySetInnerHTML={{ __html: n.body_html }} />
          </Text>
        </Alert>
      ))}
    </Stack>
  );
};
