-- Nothing may land in a balance the partner cannot see (the balance currencies, USD, EUR, MXN and BRL by
-- default). A virtual account names the balance currency it settles in; a collection that arrives in another
-- currency (a UK account's GBP) is credited in it, converted at the FX rate of its arrival. The collection keeps
-- what the payer sent (currency, amount) beside what was credited (credit_currency, credit_amount) and the rate.
ALTER TABLE "virtual_accounts" ADD COLUMN "settlement_currency" char(3);
--> statement-breakpoint
UPDATE "virtual_accounts" SET "settlement_currency" =
  CASE WHEN "currency" IN ('USD', 'EUR', 'MXN', 'BRL') THEN "currency" ELSE 'USD' END;
--> statement-breakpoint
ALTER TABLE "virtual_accounts" ALTER COLUMN "settlement_currency" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "credit_currency" char(3);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "credit_amount" bigint;
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "rate" varchar(40);
--> statement-breakpoint
UPDATE "collections" SET "credit_currency" = "currency", "credit_amount" = "amount";
--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "credit_currency" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "credit_amount" SET NOT NULL;
