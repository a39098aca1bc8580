CREATE TABLE "project_removals" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"removed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "project_removals_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "project_removals" ADD CONSTRAINT "project_removals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_removals" ADD CONSTRAINT "project_removals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_removals_user_id_index" ON "project_removals" USING btree ("user_id");