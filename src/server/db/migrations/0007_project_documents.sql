CREATE TABLE "project_editor_switches" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer,
	"from_experience" integer,
	"to_experience" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_snapshots" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"state" "bytea" NOT NULL,
	"state_vector" "bytea" NOT NULL,
	"compacted_through_seq" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_updates" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"update" "bytea" NOT NULL,
	"by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "product_type_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "theme_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "viewable_by" text DEFAULT 'Invite' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "view_key" text DEFAULT md5(random()::text || clock_timestamp()::text) NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "page_count" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "editor_experience" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "document_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "ordered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_editor_switches" ADD CONSTRAINT "project_editor_switches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_editor_switches" ADD CONSTRAINT "project_editor_switches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_snapshots" ADD CONSTRAINT "project_snapshots_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_updates" ADD CONSTRAINT "project_updates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_updates" ADD CONSTRAINT "project_updates_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_editor_switches_project_idx" ON "project_editor_switches" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_updates_project_seq_idx" ON "project_updates" USING btree ("project_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_owner_client_idx" ON "projects" USING btree ("owner_id","client_id");