CREATE TABLE "memory_reels" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"music_track_id" integer
);
--> statement-breakpoint
CREATE TABLE "project_copies" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"source_project_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"pages_total" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memory_reels" ADD CONSTRAINT "memory_reels_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_copies" ADD CONSTRAINT "project_copies_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_copies" ADD CONSTRAINT "project_copies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_copies_owner_idx" ON "project_copies" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "projects_owner_updated_idx" ON "projects" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "projects_owner_created_idx" ON "projects" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_owner_name_idx" ON "projects" USING btree ("owner_id",lower("name"),"id");