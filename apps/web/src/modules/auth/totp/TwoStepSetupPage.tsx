import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { roleHome } from '../../../app/homes';
import { takeEarlyResponse } from '../../../app/session/earlyCalls';
import { getSession, hasValidToken, session } from '../../../app/session/store';
import { authApi } from '../api';
import { PublicFrame } from '../PublicFrame';
import { totpApi, totpKeys } from './api';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpActivation } from './TotpActivation';

/**
 * Where an administrator without two-step verification lands at sign-in when ADMIN_MFA=required: its session opens
 * nothing else until the first code confirms it; then the recovery codes, then where it was going.
 */
export default function TwoStepSetupPage() {
  const navigate = useNavigate();
  const signedIn = hasValidToken();
  const status = useQuery({ queryKey: totpKeys.status, queryFn: totpApi.status, enabled: signedIn });
  const [codes, setCodes] = useState<string[] | null>(null);

  const carryOn = useCallback(async () => {
    // the user the page load read ahead (app/session/earlyCalls.ts) still had to set it up: read it afresh
    takeEarlyResponse('auth/me', null);
    const me = await authApi.me();
    session.setCurrentUser(me);
    const { nextPage, nextPageState } = getSession();
    session.clearNextPage();
    navigate(nextPage && nextPage !== '/login' ? nextPage : roleHome(me.role), { replace: true, state: nextPageState });
  }, [navigate]);
  // nothing to do here (already on, or not required): on to the app
  const nothingToDo = !codes && !!status.data && (status.data.enabled || !status.data.required);
  useEffect(() => {
    if (nothingToDo) void carryOn();
  }, [nothingToDo, carryOn]);
  const signOut = async () => {
    const { token } = getSession();
    session.logout();
    navigate('/login', { replace: true });
    if (token) await authApi.logout(token).catch(() => undefined);
  };

  if (!signedIn) return <Navigate to="/login" replace />;
  if (nothingToDo) return null;

  return (
    <PublicFrame
      title="Vérification en deux étapes"
      subtitle="Obligatoire pour les comptes administrateurs : activez-la pour accéder au back-office."
      width={560}
    >
      <Stack>
        {codes ? <RecoveryCodes codes={codes} onDone={carryOn} doneLabel="Continuer" /> : <TotpActivation onConfirmed={setCodes} />}
        <Text size="sm" ta="center">
          <Anchor component="button" type="button" onClick={signOut}>
            Se déconnecter
          </Anchor>
        </Text>
      </Stack>
    </PublicFrame>
  );
}
