DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
DROP INDEX "companies_name_trgm_idx";--> statement-breakpoint
DROP INDEX "growers_name_trgm_idx";--> statement-breakpoint
DROP INDEX "contracts_new_id_trgm_idx";--> statement-breakpoint
DROP INDEX "scale_tickets_number_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((coalesce("first", '') || ' ' || coalesce("last", '') || ' ' || "email") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("company_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "growers_name_trgm_idx" ON "growers" USING gin ("grower_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contracts_new_id_trgm_idx" ON "contracts" USING gin ("new_contract_id" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "scale_tickets_number_trgm_idx" ON "scale_tickets" USING gin ("scale_ticket_number" gin_trgm_ops) WITH (fastupdate=false);