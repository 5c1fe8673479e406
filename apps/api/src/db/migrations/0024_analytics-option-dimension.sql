-- The analyses gained the « Option » dimension (options chosen on ticket lines). The rollups of closed days have no
-- option rows yet: they are all dropped, so that the screens read those days from the tickets until each restaurant's
-- next closing, which rewrites its whole history with every dimension (rollups.ts: no mark → all days).
DELETE FROM "caisse_sales_rollups";
--> statement-breakpoint
DELETE FROM "caisse_sales_rollup_states";
