import { Alert, Stack, Text, Typography } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { platformNotices } from './api';

/**
 * The platform's news (docs/intranet.md): what the FitFit Solution team announced to every restaurant, shown on the
 * home page whatever modules the restaurant holds. Nothing when there is none, nor when the call fails (it is news,
 * not the page).
 *
 * It suspends until the news are known, in the home page's one Suspense boundary: it appears with the page instead of
 * pushing it down once its own call answers (issue 24: CLS 0.094 on a phone). The call, without a signal, takes the
 * one the entry started beside the application's code (app/session/earlyCalls.ts), so the page waits for nothing more.
 */
export const PlatformNotice = () => {
  const notices = useSuspenseQuery({
    queryKey: ['intranet', 'notices'],
    queryFn: () => platformNotices().catch(() => []),
    staleTime: 60_000,
  });
  if (!notices.data.length) return null;
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
