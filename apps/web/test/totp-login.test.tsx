import type { CurrentUser } from '@fitfit/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../src/app/session/store';
import LoginPage from '../src/modules/auth/pages/LoginPage';
import TwoStepSetupPage from '../src/modules/auth/totp/TwoStepSetupPage';
import { fakeApi, refusal } from './fake-api';
import { renderRoutes } from './render';

/**
 * The sign-in of an account with two-step verification (the code step), and an administrator led to its forced setup
 * under ADMIN_MFA=required — a server setting the browser tests' product does not run with (the demo keeps it optional).
 */
const admin = (setupRequired: boolean): CurrentUser => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'ada@example.fr',
  role: 'admin',
  affiliate_code: null,
  restaurant: null,
  current_fitfit_module_restaurants: [],
  totp_setup_required: setupRequired,
});
const signedIn = (user: CurrentUser) => ({
  status: 'signed_in',
  token: 'jeton',
  token_expires_at: new Date(Date.now() + 3600_000).toISOString(),
  user,
});

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/two-step-verification', element: <TwoStepSetupPage /> },
  { path: '/admin/dashboard', element: <p>Tableau de bord</p> },
];
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

const signIn = async () => {
  fill('E-mail', 'ada@example.fr');
  fill('Mot de passe', 'motdepasse');
  await click('Se connecter');
};

describe('two-step sign-in', () => {
  it('asks for the code after the password, then opens the session; an expired challenge goes back to the password', async () => {
    session.logout();
    let expired = true;
    const requests = fakeApi((req) => {
      if (req.path === 'auth/login') return { status: 'totp_required', challenge: 'defi', challenge_expires_at: new Date().toISOString() };
      if (req.path === 'auth/login/totp') {
        if (expired)
          return refusal(
            401,
            'Cette étape de connexion a expiré : saisissez à nouveau votre e-mail et votre mot de passe',
            'challenge_expired',
          );
        return signedIn(admin(false));
      }
      return refusal(404, 'inconnu');
    });
    const { router } = renderRoutes(routes, '/login');
    await signIn();
    await screen.findByRole('heading', { name: 'Vérification en deux étapes' });
    const field = screen.getByLabelText('Code de vérification', { exact: false });
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');

    fill('Code de vérification', '123 456');
    await click('Vérifier');
    // the challenge had expired: back to the first step, with the reason
    await screen.findByText(/Cette étape de connexion a expiré/);
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();

    expired = false;
    await signIn();
    await click('Utiliser un code de secours');
    fill('Code de secours', 'abcd-efgh-jkmn');
    await click('Vérifier');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(requests.filter((r) => r.path === 'auth/login/totp').map((r) => r.body)).toEqual([
      { challenge: 'defi', code: '123 456' },
      { challenge: 'defi', code: 'abcd-efgh-jkmn' },
    ]);
  });

  it('leads an administrator who must set it up to the setup, then to the app once the first code confirms it', async () => {
    session.logout();
    let confirmed = false;
    const requests = fakeApi((req) => {
      if (req.path === 'auth/login') return signedIn(admin(true));
      if (req.path === 'auth/totp') return { enabled: confirmed, confirmed_at: null, recovery_codes_left: 0, required: true };
      if (req.path === 'auth/totp/setup')
        return { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/x', qr_code: 'data:image/png;base64,AA==' };
      if (req.path === 'auth/totp/confirm') {
        confirmed = true;
        return { recovery_codes: Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CC${i + 2}${i + 2}`) };
      }
      if (req.path === 'auth/me') return admin(!confirmed);
      return refusal(404, 'inconnu');
    });
    const { router } = renderRoutes(routes, '/login');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/two-step-verification'));
    await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('img', { name: /Code QR/ })).toBeTruthy();

    fill('Code de vérification', '654321');
    await click('Activer');
    await screen.findByRole('list', { name: 'Codes de secours' });
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    await click('Continuer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(requests.find((r) => r.path === 'auth/totp/confirm')?.body).toEqual({ code: '654321' });
  });
});
