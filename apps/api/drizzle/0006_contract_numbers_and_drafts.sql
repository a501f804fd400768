CREATE SEQUENCE "public"."new_contract_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "contract_drafts" (
	"user_id" text NOT NULL,
	"contract_id" uuid NOT NULL,
	"draft" jsonb NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_drafts_user_id_contract_id_pk" PRIMARY KEY("user_id","contract_id")
);
--> statement-breakpoint
ALTER TABLE "contract_drafts" ADD CONSTRAINT "contract_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_drafts" ADD CONSTRAINT "contract_drafts_contract_id_contracts_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("contract_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_drafts_contract_idx" ON "contract_drafts" USING btree ("contract_id");