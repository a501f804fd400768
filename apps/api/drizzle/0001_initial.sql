CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_links" (
	"login_hash_sha256" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"first" text,
	"last" text,
	"phone" text,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"zipcode" text,
	"invite_complete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_leads" (
	"accountLeadId" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"new_account_lead" text,
	"new_account_lead_email" text NOT NULL,
	"old_account_lead" text,
	"reseller_sap_id" text NOT NULL,
	"reseller_name" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"assignment_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"company_id" uuid,
	"role_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"company_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"company_type" text NOT NULL,
	"country" text DEFAULT 'USA' NOT NULL,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"zipcode" text,
	"phone" text,
	"sap_id" text,
	"salesforce_id" text,
	"inventory_code" text,
	"supported_languages" text[] DEFAULT '{en}'::text[] NOT NULL,
	"allow_non_enogen_contracts" boolean DEFAULT false NOT NULL,
	"enogen_dealer" boolean DEFAULT false NOT NULL,
	"external_reference_id" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_details" (
	"detail_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"details_name" text NOT NULL,
	"details_value" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_training" (
	"companyTrainingId" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"training_year" integer NOT NULL,
	"company_sap_id" text NOT NULL,
	"company_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"lang_value" text PRIMARY KEY NOT NULL,
	"lang_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "linked_companies" (
	"link_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id_1" uuid NOT NULL,
	"company_id_2" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"permission_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"permission_code" text NOT NULL,
	"display_name" text NOT NULL,
	CONSTRAINT "permissions_permission_code_unique" UNIQUE("permission_code")
);
--> statement-breakpoint
CREATE TABLE "planting_and_harvest_dates" (
	"planting_and_harvest_date_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"selected_year" integer NOT NULL,
	"planting_date" date NOT NULL,
	"harvest_date" date NOT NULL,
	CONSTRAINT "planting_and_harvest_dates_selected_year_unique" UNIQUE("selected_year")
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"programId" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" uuid NOT NULL,
	"permission_id" uuid NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"role_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role_name" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"role_type" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_role_name_unique" UNIQUE("role_name")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"created_by" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_videos" (
	"training_id" text PRIMARY KEY NOT NULL,
	"training_year" integer NOT NULL,
	"training_steps" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_videos_training_year_unique" UNIQUE("training_year")
);
--> statement-breakpoint
CREATE TABLE "farms" (
	"farm_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grower_id" uuid NOT NULL,
	"farm_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fields" (
	"field_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"grower_id" uuid NOT NULL,
	"field_name" text NOT NULL,
	"planting_rate" integer,
	"average_yield" integer,
	"border_rows" boolean DEFAULT false NOT NULL,
	"acres" double precision NOT NULL,
	"crop_year" integer,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "growers" (
	"grower_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grower_name" text NOT NULL,
	"first" text,
	"last" text,
	"address" text,
	"address2" text,
	"city" text,
	"state" text,
	"zipcode" text,
	"phone" text,
	"email" text,
	"sap_id" text,
	"grower_sfdc_id" text,
	"reseller_company_id" uuid,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_locations" (
	"storage_location_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grower_id" uuid NOT NULL,
	"storage_name" text NOT NULL,
	"storage_capacity" double precision NOT NULL,
	"storage_type" text NOT NULL,
	"storage_latitude" double precision NOT NULL,
	"storage_longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"contract_template_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_type_id" uuid,
	"external_reference_id" uuid NOT NULL,
	"production_plan_id" uuid,
	"template_name" text NOT NULL,
	"template_language" text DEFAULT 'en' NOT NULL,
	"file_key" text NOT NULL,
	"contract_details_schema" jsonb,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_types" (
	"contract_type_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_type_name" text NOT NULL,
	CONSTRAINT "contract_types_contract_type_name_unique" UNIQUE("contract_type_name")
);
--> statement-breakpoint
CREATE TABLE "monthly_units" (
	"monthly_unit_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"production_plan_id" uuid NOT NULL,
	"month" integer NOT NULL,
	"year" integer NOT NULL,
	"end_product_type" text NOT NULL,
	"available_acres" double precision DEFAULT 0 NOT NULL,
	"available_units" double precision DEFAULT 0 NOT NULL,
	"premium" double precision,
	"premium_type" text,
	"child_plan_acres" double precision,
	"child_plan_units" double precision
);
--> statement-breakpoint
CREATE TABLE "production_plans" (
	"production_plan_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"contract_year" integer NOT NULL,
	"aph" integer NOT NULL,
	"total_acres" double precision NOT NULL,
	"total_units" double precision NOT NULL,
	"total_child_acres" double precision,
	"total_child_units" double precision,
	"inventory_code" text NOT NULL,
	"premium" double precision,
	"premium_type" text,
	"unit_type" text DEFAULT 'bushels' NOT NULL,
	"parent_production_plan_id" uuid,
	"contract_type_id" uuid,
	"contract_type_enum" text,
	"delivery_location" jsonb,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_plans_inventory_code_unique" UNIQUE("inventory_code")
);
--> statement-breakpoint
CREATE TABLE "program_assignments" (
	"assignment_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"production_plan_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "committed_units" (
	"committed_unit_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"production_plan_id" uuid,
	"delivery_type" text NOT NULL,
	"delivery_month" integer NOT NULL,
	"delivery_year" integer NOT NULL,
	"contract_acres" double precision DEFAULT 0 NOT NULL,
	"contract_units" double precision DEFAULT 0 NOT NULL,
	"harvest_bushels" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_history" (
	"history_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"action" text,
	"user_id" text,
	"user_name" text,
	"user_email" text,
	"system_name" text DEFAULT 'portal' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_signers" (
	"contract_signer_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"external_reference_id" uuid,
	"user_id" text,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"delivery_choice" text DEFAULT 'email' NOT NULL,
	"is_approver" boolean DEFAULT false NOT NULL,
	"role" text,
	"assignment_role" text,
	"title" text,
	"signing_order" integer DEFAULT 1 NOT NULL,
	"signing_token_sha256" text,
	"approval_timestamp" timestamp with time zone,
	"signed_ip" text,
	"signature_name" text
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"contract_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"new_contract_id" text NOT NULL,
	"external_reference_id" uuid,
	"grain_receiver_id" uuid NOT NULL,
	"third_party_operator_id" uuid,
	"grower_id" uuid NOT NULL,
	"contract_template_id" uuid,
	"production_plan_id" uuid,
	"contract_year" integer NOT NULL,
	"contract_state" text DEFAULT 'pending' NOT NULL,
	"contract_type" text NOT NULL,
	"contract_language" text DEFAULT 'en' NOT NULL,
	"contract_start" date,
	"contract_end" date,
	"contract_start_execution" timestamp with time zone,
	"contract_end_execution" timestamp with time zone,
	"contract_originated" text DEFAULT 'portal' NOT NULL,
	"contract_doc_key" text,
	"signed_doc_key" text,
	"notify_signers" boolean DEFAULT true NOT NULL,
	"parent_voided_contract_id" uuid,
	"contract_details" jsonb NOT NULL,
	"created_by" text,
	"voided_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_new_contract_id_unique" UNIQUE("new_contract_id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"audit_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"request_id" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"message_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"link" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'stored' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scale_tickets" (
	"scale_ticket_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scale_ticket_number" text NOT NULL,
	"scale_ticket_date" date NOT NULL,
	"grower_name" text NOT NULL,
	"original_new_contract_id" text,
	"contract_id" uuid,
	"bill_of_landing_number" text NOT NULL,
	"gross_quantity" double precision NOT NULL,
	"net_quantity" double precision NOT NULL,
	"test_weight" double precision NOT NULL,
	"moisture" double precision NOT NULL,
	"damage" double precision NOT NULL,
	"foreign_material" double precision NOT NULL,
	"rapid_visco_analyzer" smallint DEFAULT 1 NOT NULL,
	"gross_lbs" double precision DEFAULT 0 NOT NULL,
	"tar_lbs" double precision DEFAULT 0 NOT NULL,
	"net_lbs" double precision DEFAULT 0 NOT NULL,
	"notes" text,
	"production_plan_id" uuid NOT NULL,
	"external_reference_id" uuid NOT NULL,
	"is_zeroout" boolean DEFAULT false NOT NULL,
	"original_production_plan_inventory_code" text,
	"original_production_plan_id" uuid,
	"original_contract_id" uuid,
	"original_grower_name" text,
	"original_selected_type" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stewardship_activities" (
	"stewardship_activity_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"external_reference_id" uuid,
	"harvest_year" integer NOT NULL,
	"planting_cleanout" jsonb,
	"harvest_cleanout" jsonb,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stewardship_activities_contract_id_unique" UNIQUE("contract_id")
);
--> statement-breakpoint
CREATE TABLE "stewardship_fields" (
	"stewardship_field_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stewardship_activity_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"field_name" text NOT NULL,
	"acres" double precision NOT NULL,
	"border_rows" boolean DEFAULT false NOT NULL,
	"planting" jsonb,
	"harvest" jsonb,
	"in_season_harvest_estimate" jsonb,
	"field_lost_replant" jsonb,
	"field_lost" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stewardship_history" (
	"history_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stewardship_activity_id" uuid NOT NULL,
	"user_id" text,
	"user_name" text,
	"user_email" text,
	"action" text NOT NULL,
	"edit_date_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stewardship_stewards" (
	"stewardship_activity_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "stewardship_stewards_stewardship_activity_id_user_id_pk" PRIMARY KEY("stewardship_activity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "stewardship_storage" (
	"stewardship_storage_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stewardship_activity_id" uuid NOT NULL,
	"storage_location_id" uuid,
	"location_name" text NOT NULL,
	"cleanout_date" date,
	"capacity" double precision
);
--> statement-breakpoint
CREATE TABLE "sync_attempts" (
	"sync_attempt_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target" text NOT NULL,
	"target_id" text NOT NULL,
	"user_id" text,
	"status_code" integer,
	"ok" boolean NOT NULL,
	"error" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_links" ADD CONSTRAINT "login_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_details" ADD CONSTRAINT "company_details_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_companies" ADD CONSTRAINT "linked_companies_company_id_1_companies_company_id_fk" FOREIGN KEY ("company_id_1") REFERENCES "public"."companies"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_companies" ADD CONSTRAINT "linked_companies_company_id_2_companies_company_id_fk" FOREIGN KEY ("company_id_2") REFERENCES "public"."companies"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_permission_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("permission_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_codes" ADD CONSTRAINT "survey_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farms" ADD CONSTRAINT "farms_grower_id_growers_grower_id_fk" FOREIGN KEY ("grower_id") REFERENCES "public"."growers"("grower_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_farm_id_farms_farm_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("farm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_grower_id_growers_grower_id_fk" FOREIGN KEY ("grower_id") REFERENCES "public"."growers"("grower_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growers" ADD CONSTRAINT "growers_reseller_company_id_companies_company_id_fk" FOREIGN KEY ("reseller_company_id") REFERENCES "public"."companies"("company_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_locations" ADD CONSTRAINT "storage_locations_grower_id_growers_grower_id_fk" FOREIGN KEY ("grower_id") REFERENCES "public"."growers"("grower_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_contract_type_id_contract_types_contract_type_id_fk" FOREIGN KEY ("contract_type_id") REFERENCES "public"."contract_types"("contract_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_external_reference_id_companies_company_id_fk" FOREIGN KEY ("external_reference_id") REFERENCES "public"."companies"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_production_plan_id_production_plans_production_plan_id_fk" FOREIGN KEY ("production_plan_id") REFERENCES "public"."production_plans"("production_plan_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_units" ADD CONSTRAINT "monthly_units_production_plan_id_production_plans_production_plan_id_fk" FOREIGN KEY ("production_plan_id") REFERENCES "public"."production_plans"("production_plan_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_plans" ADD CONSTRAINT "production_plans_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_plans" ADD CONSTRAINT "production_plans_contract_type_id_contract_types_contract_type_id_fk" FOREIGN KEY ("contract_type_id") REFERENCES "public"."contract_types"("contract_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_assignments" ADD CONSTRAINT "program_assignments_program_id_programs_programId_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("programId") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_assignments" ADD CONSTRAINT "program_assignments_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_assignments" ADD CONSTRAINT "program_assignments_production_plan_id_production_plans_production_plan_id_fk" FOREIGN KEY ("production_plan_id") REFERENCES "public"."production_plans"("production_plan_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committed_units" ADD CONSTRAINT "committed_units_contract_id_contracts_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("contract_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committed_units" ADD CONSTRAINT "committed_units_production_plan_id_production_plans_production_plan_id_fk" FOREIGN KEY ("production_plan_id") REFERENCES "public"."production_plans"("production_plan_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_history" ADD CONSTRAINT "contract_history_contract_id_contracts_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("contract_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD CONSTRAINT "contract_signers_contract_id_contracts_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("contract_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD CONSTRAINT "contract_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_external_reference_id_companies_company_id_fk" FOREIGN KEY ("external_reference_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_grain_receiver_id_companies_company_id_fk" FOREIGN KEY ("grain_receiver_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_third_party_operator_id_companies_company_id_fk" FOREIGN KEY ("third_party_operator_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_grower_id_growers_grower_id_fk" FOREIGN KEY ("grower_id") REFERENCES "public"."growers"("grower_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_contract_template_id_contract_templates_contract_template_id_fk" FOREIGN KEY ("contract_template_id") REFERENCES "public"."contract_templates"("contract_template_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_production_plan_id_production_plans_production_plan_id_fk" FOREIGN KEY ("production_plan_id") REFERENCES "public"."production_plans"("production_plan_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_tickets" ADD CONSTRAINT "scale_tickets_contract_id_contracts_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("contract_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_tickets" ADD CONSTRAINT "scale_tickets_production_plan_id_production_plans_production_plan_id_fk" FOREIGN KEY ("production_plan_id") REFERENCES "public"."production_plans"("production_plan_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_tickets" ADD CONSTRAINT "scale_tickets_external_reference_id_companies_company_id_fk" FOREIGN KEY ("external_reference_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stewardship_activities" ADD CONSTRAINT "stewardship_activities_contract_id_contracts_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("contract_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stewardship_activities" ADD CONSTRAINT "stewardship_activities_external_reference_id_companies_company_id_fk" FOREIGN KEY ("external_reference_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stewardship_fields" ADD CONSTRAINT "stewardship_fields_stewardship_activity_id_stewardship_activities_stewardship_activity_id_fk" FOREIGN KEY ("stewardship_activity_id") REFERENCES "public"."stewardship_activities"("stewardship_activity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stewardship_history" ADD CONSTRAINT "stewardship_history_stewardship_activity_id_stewardship_activities_stewardship_activity_id_fk" FOREIGN KEY ("stewardship_activity_id") REFERENCES "public"."stewardship_activities"("stewardship_activity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stewardship_stewards" ADD CONSTRAINT "stewardship_stewards_stewardship_activity_id_stewardship_activities_stewardship_activity_id_fk" FOREIGN KEY ("stewardship_activity_id") REFERENCES "public"."stewardship_activities"("stewardship_activity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stewardship_stewards" ADD CONSTRAINT "stewardship_stewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stewardship_storage" ADD CONSTRAINT "stewardship_storage_stewardship_activity_id_stewardship_activities_stewardship_activity_id_fk" FOREIGN KEY ("stewardship_activity_id") REFERENCES "public"."stewardship_activities"("stewardship_activity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_links_user_idx" ON "login_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("last","first");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "account_leads_pair_uq" ON "account_leads" USING btree ("reseller_sap_id","new_account_lead_email");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_user_company_uq" ON "assignments" USING btree ("user_id",coalesce("company_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "assignments_company_idx" ON "assignments" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_sap_id_uq" ON "companies" USING btree ("sap_id") WHERE "companies"."sap_id" is not null and "companies"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_inventory_code_uq" ON "companies" USING btree ("inventory_code") WHERE "companies"."inventory_code" is not null and "companies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "companies_type_idx" ON "companies" USING btree ("company_type");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_name_sort_idx" ON "companies" USING btree ("company_name");--> statement-breakpoint
CREATE INDEX "company_details_company_idx" ON "company_details" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_training_year_sap_uq" ON "company_training" USING btree ("company_sap_id","training_year");--> statement-breakpoint
CREATE UNIQUE INDEX "linked_companies_pair_uq" ON "linked_companies" USING btree (least("company_id_1", "company_id_2"),greatest("company_id_1", "company_id_2"));--> statement-breakpoint
CREATE INDEX "linked_companies_2_idx" ON "linked_companies" USING btree ("company_id_2");--> statement-breakpoint
CREATE INDEX "farms_grower_idx" ON "farms" USING btree ("grower_id");--> statement-breakpoint
CREATE INDEX "fields_grower_idx" ON "fields" USING btree ("grower_id");--> statement-breakpoint
CREATE INDEX "fields_farm_idx" ON "fields" USING btree ("farm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "growers_sap_id_uq" ON "growers" USING btree ("sap_id");--> statement-breakpoint
CREATE UNIQUE INDEX "growers_sfdc_id_uq" ON "growers" USING btree ("grower_sfdc_id");--> statement-breakpoint
CREATE INDEX "growers_name_trgm_idx" ON "growers" USING gin ("grower_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "growers_reseller_idx" ON "growers" USING btree ("reseller_company_id");--> statement-breakpoint
CREATE INDEX "storage_locations_grower_idx" ON "storage_locations" USING btree ("grower_id");--> statement-breakpoint
CREATE INDEX "contract_templates_plan_idx" ON "contract_templates" USING btree ("production_plan_id");--> statement-breakpoint
CREATE INDEX "contract_templates_company_idx" ON "contract_templates" USING btree ("external_reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_units_plan_month_uq" ON "monthly_units" USING btree ("production_plan_id","year","month","end_product_type");--> statement-breakpoint
CREATE UNIQUE INDEX "production_plans_company_year_uq" ON "production_plans" USING btree ("company_id","contract_year");--> statement-breakpoint
CREATE INDEX "production_plans_parent_idx" ON "production_plans" USING btree ("parent_production_plan_id");--> statement-breakpoint
CREATE INDEX "production_plans_year_idx" ON "production_plans" USING btree ("contract_year");--> statement-breakpoint
CREATE UNIQUE INDEX "program_assignments_plan_uq" ON "program_assignments" USING btree ("production_plan_id");--> statement-breakpoint
CREATE INDEX "program_assignments_program_idx" ON "program_assignments" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "committed_units_contract_idx" ON "committed_units" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "committed_units_plan_idx" ON "committed_units" USING btree ("production_plan_id","delivery_year","delivery_month");--> statement-breakpoint
CREATE INDEX "contract_history_contract_idx" ON "contract_history" USING btree ("contract_id","at");--> statement-breakpoint
CREATE INDEX "contract_signers_contract_idx" ON "contract_signers" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contract_signers_user_idx" ON "contract_signers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contracts_reseller_idx" ON "contracts" USING btree ("external_reference_id");--> statement-breakpoint
CREATE INDEX "contracts_receiver_idx" ON "contracts" USING btree ("grain_receiver_id");--> statement-breakpoint
CREATE INDEX "contracts_3po_idx" ON "contracts" USING btree ("third_party_operator_id");--> statement-breakpoint
CREATE INDEX "contracts_grower_idx" ON "contracts" USING btree ("grower_id");--> statement-breakpoint
CREATE INDEX "contracts_plan_idx" ON "contracts" USING btree ("production_plan_id");--> statement-breakpoint
CREATE INDEX "contracts_year_state_idx" ON "contracts" USING btree ("contract_year","contract_state");--> statement-breakpoint
CREATE INDEX "contracts_created_idx" ON "contracts" USING btree ("created");--> statement-breakpoint
CREATE INDEX "contracts_new_id_trgm_idx" ON "contracts" USING gin ("new_contract_id" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_parent_uq" ON "contracts" USING btree ("parent_voided_contract_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient");--> statement-breakpoint
CREATE UNIQUE INDEX "scale_tickets_identity_uq" ON "scale_tickets" USING btree ("production_plan_id","bill_of_landing_number","scale_ticket_date","grower_name","scale_ticket_number");--> statement-breakpoint
CREATE INDEX "scale_tickets_contract_idx" ON "scale_tickets" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "scale_tickets_company_date_idx" ON "scale_tickets" USING btree ("external_reference_id","scale_ticket_date");--> statement-breakpoint
CREATE INDEX "scale_tickets_number_trgm_idx" ON "scale_tickets" USING gin ("scale_ticket_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stewardship_activities_year_idx" ON "stewardship_activities" USING btree ("harvest_year");--> statement-breakpoint
CREATE UNIQUE INDEX "stewardship_fields_activity_field_uq" ON "stewardship_fields" USING btree ("stewardship_activity_id","field_id");--> statement-breakpoint
CREATE INDEX "stewardship_history_activity_idx" ON "stewardship_history" USING btree ("stewardship_activity_id");--> statement-breakpoint
CREATE INDEX "stewardship_stewards_user_idx" ON "stewardship_stewards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stewardship_storage_activity_idx" ON "stewardship_storage" USING btree ("stewardship_activity_id");--> statement-breakpoint
CREATE INDEX "sync_attempts_target_idx" ON "sync_attempts" USING btree ("target","target_id");