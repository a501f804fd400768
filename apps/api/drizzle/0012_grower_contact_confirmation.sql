ALTER TABLE "contract_signers" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD COLUMN "pending_phone" text;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD COLUMN "pending_delivery_choice" text;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD COLUMN "contact_confirm_by" text;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD COLUMN "contact_confirm_sha256" text;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD COLUMN "contact_confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD COLUMN "contact_confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signers_contact_confirm_uq" ON "contract_signers" USING btree ("contact_confirm_sha256");