DROP INDEX "companies_name_sort_idx";--> statement-breakpoint
DROP INDEX "contract_templates_plan_idx";--> statement-breakpoint
DROP INDEX "contracts_year_state_idx";--> statement-breakpoint
DROP INDEX "contracts_created_idx";--> statement-breakpoint
ALTER TABLE "login_links" ADD COLUMN "assignment_id" uuid;--> statement-breakpoint
ALTER TABLE "contract_history" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "login_links" ADD CONSTRAINT "login_links_assignment_id_assignments_assignment_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("assignment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_live_name_idx" ON "companies" USING btree ("company_name","company_id") WHERE "companies"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_plan_language_uq" ON "contract_templates" USING btree ("production_plan_id","template_language");--> statement-breakpoint
CREATE INDEX "contract_signers_company_idx" ON "contract_signers" USING btree ("external_reference_id");--> statement-breakpoint
CREATE INDEX "contracts_live_created_idx" ON "contracts" USING btree ("created","contract_id") WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contracts_live_year_created_idx" ON "contracts" USING btree ("contract_year","created","contract_id") WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contracts_live_state_year_idx" ON "contracts" USING btree ("contract_state","contract_year") WHERE "contracts"."deleted_at" is null;