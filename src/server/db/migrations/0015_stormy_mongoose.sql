CREATE TABLE "project_preflight_choices" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"accepted_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extra_words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "accepted_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "project_preflight_choices" ADD CONSTRAINT "project_preflight_choices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;