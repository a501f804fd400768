ALTER TABLE "users" ADD COLUMN "signed_in_at" timestamp with time zone;--> statement-breakpoint
-- Accounts that existed before: a verified address (the link or the invitation signed them in) or a session.
UPDATE "users" SET "signed_in_at" = "updated_at" WHERE "email_verified" OR "id" IN (SELECT "user_id" FROM "sessions");
