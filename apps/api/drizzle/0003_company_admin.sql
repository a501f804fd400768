ALTER TABLE "sync_attempts" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "sync_attempts" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((coalesce("first", '') || ' ' || coalesce("last", '') || ' ' || "email") gin_trgm_ops);