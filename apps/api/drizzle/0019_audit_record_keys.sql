CREATE TABLE "audit_record_keys" (
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"audit_id" uuid NOT NULL,
	CONSTRAINT "audit_record_keys_entity_entity_id_audit_id_pk" PRIMARY KEY("entity","entity_id","audit_id")
);
--> statement-breakpoint
ALTER TABLE "audit_record_keys" ADD CONSTRAINT "audit_record_keys_audit_id_audit_log_audit_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audit_log"("audit_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The tickets of batch deletes and restores, as their rows list them.
INSERT INTO "audit_record_keys" ("entity", "entity_id", "audit_id")
SELECT DISTINCT 'scale_ticket', ids.id, a."audit_id"
FROM "audit_log" a CROSS JOIN LATERAL jsonb_array_elements_text(a."details" -> 'scale_ticket_ids') AS ids(id)
WHERE a."entity" = 'scale_ticket' AND jsonb_typeof(a."details" -> 'scale_ticket_ids') = 'array';--> statement-breakpoint
-- The tickets a create stored: its transaction's time on one of its plans (now() is the transaction's start).
INSERT INTO "audit_record_keys" ("entity", "entity_id", "audit_id")
SELECT DISTINCT 'scale_ticket', t."scale_ticket_id"::text, a."audit_id"
FROM "audit_log" a
JOIN "scale_tickets" t ON t."created" = a."at"
  AND t."production_plan_id"::text IN (SELECT jsonb_array_elements_text(a."details" -> 'production_plan_ids'))
WHERE a."entity" = 'scale_ticket' AND a."action" = 'create'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- An assignment's user and company.
INSERT INTO "audit_record_keys" ("entity", "entity_id", "audit_id")
SELECT k.entity, k.id, a."audit_id"
FROM "audit_log" a CROSS JOIN LATERAL (VALUES ('user', a."details" ->> 'user_id'), ('company', a."details" ->> 'company_id')) AS k(entity, id)
WHERE a."entity" = 'assignment' AND k.id IS NOT NULL
ON CONFLICT DO NOTHING;
