import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReplicaNotice } from '../src/modules/caisse/analytics/components/ReplicaNotice';
import { renderApp } from './render';

describe('ReplicaNotice (a report read on a lagging standby)', () => {
  it('says when the figures stop, on the restaurant clock, from 10 s of lag on', () => {
    renderApp(<ReplicaNotice replica={{ as_of: '2026-11-28T11:59:15.400Z', lag_ms: 45_000 }} timezone="Europe/Paris" />);
    expect(screen.getByRole('status').textContent).toBe("Données à 12:59:15 : les ventes plus récentes s'afficheront dans un instant.");
  });

  it('says nothing when the standby is nearly caught up or the report read the primary', () => {
    renderApp(
      <>
        <ReplicaNotice replica={{ as_of: '2026-11-28T11:59:15.400Z', lag_ms: 9_999 }} />
        <ReplicaNotice />
      </>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
