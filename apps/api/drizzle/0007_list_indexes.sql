DROP INDEX "companies_name_sort_idx";--> statement-breakpoint
DROP INDEX "contracts_year_state_idx";--> statement-breakpoint
DROP INDEX "contracts_created_idx";--> statement-breakpoint
CREATE INDEX "companies_live_name_idx" ON "companies" USING btree ("company_name","company_id") WHERE "companies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contract_signers_company_idx" ON "contract_signers" USING btree ("external_reference_id");--> statement-breakpoint
CREATE INDEX "contracts_live_created_idx" ON "contracts" USING btree ("created","contract_id") WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contracts_live_year_created_idx" ON "contracts" USING btree ("contract_year","created","contract_id") WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contracts_live_state_year_idx" ON "contracts" USING btree ("contract_state","contract_year") WHERE "contracts"."deleted_at" is null;