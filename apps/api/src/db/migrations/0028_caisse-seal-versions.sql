-- Seal versions (tickets/seal.ts, docs/caisse-ledger.md "Seal versions"): each ticket records the form of the seal its
-- hash was made with. The tickets already stored were sealed in the first form: they take 1 (a default, no row is
-- rewritten: PostgreSQL stores it as the column's missing value, the ledger's UPDATE trigger never fires).
-- Version 2 seals each line's discount reason, a new column.
ALTER TABLE "caisse_ticket_lines" ADD COLUMN "discount_reason" text;--> statement-breakpoint
ALTER TABLE "caisse_tickets" ADD COLUMN "seal_version" smallint DEFAULT 1 NOT NULL;
