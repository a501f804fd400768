ALTER TABLE "contract_signers" ADD COLUMN "signing_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD COLUMN "signing_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signers_token_uq" ON "contract_signers" USING btree ("signing_token_sha256");