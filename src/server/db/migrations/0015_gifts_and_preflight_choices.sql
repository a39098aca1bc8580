CREATE TABLE "purchase_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"giver_user_id" integer NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text,
	"product_id" integer NOT NULL,
	"product_type_id" integer NOT NULL,
	"state" text DEFAULT 'in_cart' NOT NULL,
	"cart_item_id" integer,
	"order_id" integer,
	"value_cents" integer,
	"coupon_id" integer,
	"accepted_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "purchase_invites_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "project_preflight_choices" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"accepted_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extra_words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "accepted_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_invites" ADD CONSTRAINT "purchase_invites_giver_user_id_users_id_fk" FOREIGN KEY ("giver_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_invites" ADD CONSTRAINT "purchase_invites_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_invites" ADD CONSTRAINT "purchase_invites_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_invites" ADD CONSTRAINT "purchase_invites_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_preflight_choices" ADD CONSTRAINT "project_preflight_choices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_invites_giver_idx" ON "purchase_invites" USING btree ("giver_user_id");--> statement-breakpoint
CREATE INDEX "purchase_invites_cart_item_idx" ON "purchase_invites" USING btree ("cart_item_id");