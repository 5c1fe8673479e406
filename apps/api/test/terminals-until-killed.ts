import type { TicketBatchResult } from '@fitfit/contracts';

/**
 * Terminals sending batches of tickets to a real server until it is killed: every batch sent, and the tickets
 * the server acknowledged (terminal number → stored id). A batch whose connection died with the server was never
 * acknowledged; the kill tests check that every acknowledged ticket survived, then resend every batch.
 */
export const terminalsUntilKilled = (send: (batch: unknown[]) => Promise<Response>, batch: () => unknown[], count = 3) => {
  const acknowledged = new Map<number, string>();
  const sent: unknown[][] = [];
  let killed = false;
  const terminal = async () => {
    while (!killed) {
      const tickets = batch();
      sent.push(tickets);
      try {
        const res = await send(tickets);
        if (res.status !== 200) continue;
        const body = (await res.json()) as TicketBatchResult;
        for (const r of body.results) if (r.ticket && r.terminal_number) acknowledged.set(r.terminal_number, r.ticket.id);
      } catch {
        // the connection died with the server: this batch was never acknowledged
      }
    }
  };
  const running = Array.from({ length: count }, terminal);
  return {
    acknowledged,
    sent,
    /** Waits until at least `n` tickets were acknowledged (within `seconds`). */
    until: async (n: number, seconds = 30) => {
      for (const start = Date.now(); acknowledged.size < n; ) {
        if (Date.now() - start > seconds * 1000) throw new Error(`only ${acknowledged.size} tickets acknowledged in ${seconds} s`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    /** The server was killed: the terminals stop once their last request has failed. */
    stop: async () => {
      killed = true;
      await Promise.all(running);
    },
  };
};
