CREATE TABLE "deleted_scale_tickets" (
	"scale_ticket_id" uuid PRIMARY KEY NOT NULL,
	"batch_id" uuid NOT NULL,
	"production_plan_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by" text,
	"ticket" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "deleted_scale_tickets_batch_idx" ON "deleted_scale_tickets" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "deleted_scale_tickets_company_idx" ON "deleted_scale_tickets" USING btree ("company_id","deleted_at");--> statement-breakpoint
CREATE INDEX "deleted_scale_tickets_deleted_at_idx" ON "deleted_scale_tickets" USING btree ("deleted_at");