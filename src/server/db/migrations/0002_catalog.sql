CREATE TABLE "designers" (
	"id" integer PRIMARY KEY NOT NULL,
	"uri" text NOT NULL,
	"name" text NOT NULL,
	"bio" text,
	"image_url" text,
	CONSTRAINT "designers_uri_unique" UNIQUE("uri")
);
--> statement-breakpoint
CREATE TABLE "localized_stores" (
	"id" integer PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"host" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "localized_stores_locale_unique" UNIQUE("locale")
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"base_type_id" integer,
	"uri" text,
	CONSTRAINT "product_types_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"price_cents" integer NOT NULL,
	"width_inches" real,
	"height_inches" real,
	"production_days" integer DEFAULT 3 NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "storefronts" (
	"id" integer PRIMARY KEY NOT NULL,
	"uri" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"theme_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "storefronts_uri_unique" UNIQUE("uri")
);
--> statement-breakpoint
CREATE TABLE "tag_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_type_id" integer NOT NULL,
	"uri" text NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"category" text,
	"seo_title" text,
	"seo_description" text,
	"seo_heading" text
);
--> statement-breakpoint
CREATE TABLE "template_favorites" (
	"user_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_favorites_user_id_template_id_pk" PRIMARY KEY("user_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" integer PRIMARY KEY NOT NULL,
	"theme_id" integer NOT NULL,
	"product_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"style_id" integer,
	"photo_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" integer PRIMARY KEY NOT NULL,
	"uri" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"product_type_id" integer NOT NULL,
	"tag_group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"designer_id" integer,
	"device_restriction" integer,
	"launched_at" timestamp with time zone NOT NULL,
	"units_sold" integer DEFAULT 0 NOT NULL,
	"favorite_rank" integer,
	"style_id" integer,
	"foil_type_id" integer,
	"trim_type_id" integer,
	"format_type_id" integer,
	"orientation" text,
	"photo_count" integer DEFAULT 0 NOT NULL,
	"color_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"gender_id" integer,
	"recipient" text,
	"sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, name || ' ' || description || ' ' || keywords)) STORED,
	CONSTRAINT "themes_uri_unique" UNIQUE("uri")
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_groups" ADD CONSTRAINT "tag_groups_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_favorites" ADD CONSTRAINT "template_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_favorites" ADD CONSTRAINT "template_favorites_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_designer_id_designers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."designers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("product_type_id");--> statement-breakpoint
CREATE INDEX "tag_groups_type_idx" ON "tag_groups" USING btree ("product_type_id");--> statement-breakpoint
CREATE INDEX "templates_theme_idx" ON "templates" USING btree ("theme_id");--> statement-breakpoint
CREATE INDEX "themes_type_idx" ON "themes" USING btree ("product_type_id");--> statement-breakpoint
CREATE INDEX "themes_search_idx" ON "themes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "themes_tag_groups_idx" ON "themes" USING gin ("tag_group_ids");