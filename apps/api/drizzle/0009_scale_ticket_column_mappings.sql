CREATE TABLE "scale_ticket_column_mappings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scale_ticket_column_mappings" ADD CONSTRAINT "scale_ticket_column_mappings_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE cascade ON UPDATE no action;