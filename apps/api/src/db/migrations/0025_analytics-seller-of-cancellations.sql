-- In the « Vendeurs » dimension a cancellation now belongs to the seller of the ticket it cancels (it fell under
-- « Sans vendeur »). The rollups of closed days hold the old attribution: they are all dropped, so that the screens
-- read those days from the tickets until each restaurant's next closing, which rewrites its whole history
-- (rollups.ts: no mark → all days), as migration 0024 did.
DELETE FROM "caisse_sales_rollups";
--> statement-breakpoint
DELETE FROM "caisse_sales_rollup_states";
