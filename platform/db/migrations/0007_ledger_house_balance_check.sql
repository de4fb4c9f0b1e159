ALTER TABLE "ledger_entries" ALTER COLUMN "balance_after" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "balance_after" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_house_balance_derived" CHECK ("ledger_accounts"."owner" = 'player' OR "ledger_accounts"."balance" = 0);