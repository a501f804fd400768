CREATE TABLE "contract_template_versions" (
	"version_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_template_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"template_name" text NOT NULL,
	"size" integer,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_template_versions" ADD CONSTRAINT "contract_template_versions_contract_template_id_contract_templates_contract_template_id_fk" FOREIGN KEY ("contract_template_id") REFERENCES "public"."contract_templates"("contract_template_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_template_versions_template_idx" ON "contract_template_versions" USING btree ("contract_template_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","at");--> statement-breakpoint
INSERT INTO "contract_template_versions" ("contract_template_id", "file_key", "template_name", "size", "uploaded_at")
SELECT t."contract_template_id", t."file_key", t."template_name", f."size", t."modified"
FROM "contract_templates" t LEFT JOIN "stored_files" f ON f."key" = t."file_key";
