CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Every 1- and 2-character piece of a text, lower-cased, without whitespace. Searchable tables keep it of
-- their texts in a stored column `grams` with a GIN index (catalogue tables/columns.ts): a term's rows are
-- those whose grams hold all of search_grams(term) — exactly so for terms under 3 characters (most Chinese
-- words: '幕墙', '渲染'; short Latin ones: 'AI', '3d'), confirmed by ILIKE for longer ones. IMMUTABLE so that
-- a generated column may use it.
CREATE OR REPLACE FUNCTION search_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}') FROM (
    SELECT substr(l, i, n) AS g
    FROM (SELECT lower(t) AS l) s, generate_series(1, char_length(lower(t))) i, (VALUES (1), (2)) v(n)
    WHERE i + n - 1 <= char_length(l)
  ) grams WHERE g !~ '\s'
$$;
--> statement-breakpoint
CREATE TABLE "counters" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_oauth_codes" (
	"code_hash" varchar(64) PRIMARY KEY NOT NULL,
	"identity_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_oauth_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"subject" varchar(64) NOT NULL,
	"nickname" varchar(64) NOT NULL,
	"avatar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(8) NOT NULL,
	"to" varchar(128) NOT NULL,
	"subject" varchar(255) DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"code" varchar(16),
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(64) NOT NULL,
	"payload" jsonb NOT NULL,
	"state" varchar(8) DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"max_attempts" smallint DEFAULT 5 NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" varchar(128),
	"locked_until" timestamp with time zone,
	"last_error" text,
	"unique_key" varchar(200),
	"progress" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" varchar(12) DEFAULT 'uploaded' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"source_key" text NOT NULL,
	"source_name" varchar(255) DEFAULT '' NOT NULL,
	"source_size" bigint DEFAULT 0 NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audio_tracks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"output_prefix" text DEFAULT '' NOT NULL,
	"key_ciphertext" text DEFAULT '' NOT NULL,
	"cover_key" text DEFAULT '' NOT NULL,
	"run_id" varchar(40),
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"phone" varchar(11),
	"email" varchar(100),
	"email_verified_at" timestamp with time zone,
	"password_hash" text,
	"avatar" text DEFAULT '' NOT NULL,
	"sex" varchar(1) DEFAULT '0' NOT NULL,
	"sign" varchar(100) DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"occupation" varchar(50) DEFAULT '' NOT NULL,
	"wechat" varchar(50) DEFAULT '' NOT NULL,
	"qq" varchar(20) DEFAULT '' NOT NULL,
	"integral" numeric(14, 2) DEFAULT '0' NOT NULL,
	"can_upload_plug" boolean DEFAULT false NOT NULL,
	"can_upload_course" boolean DEFAULT false NOT NULL,
	"can_upload_goods" boolean DEFAULT false NOT NULL,
	"bind" boolean DEFAULT false NOT NULL,
	"vip_permanent" boolean DEFAULT false NOT NULL,
	"vip_endtime" timestamp with time zone,
	"security_answers" jsonb,
	"disabled_at" timestamp with time zone,
	"disabled_reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entitlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_type" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"extend_type" varchar(16) DEFAULT '' NOT NULL,
	"source" varchar(8) NOT NULL,
	"order_no" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" varchar(100) NOT NULL,
	"verify_code" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notice_channels" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" varchar(255) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"target" varchar(100) NOT NULL,
	"scene" varchar(20) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"subject" varchar(128) NOT NULL,
	"nickname" varchar(64) DEFAULT '' NOT NULL,
	"avatar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"name" varchar(50) NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"level" smallint NOT NULL,
	"alias" varchar(32) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taggings" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag_id" integer NOT NULL,
	"target_type" varchar(8) NOT NULL,
	"target_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"chapter_id" integer,
	"name" varchar(100) NOT NULL,
	"file_key" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"lock_status" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"chapter_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"lock_status" smallint DEFAULT 0 NOT NULL,
	"is_first" smallint DEFAULT 0 NOT NULL,
	"images" text DEFAULT '' NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"media_asset_id" integer,
	"pending_media_asset_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"images" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"intro_text" text GENERATED ALWAYS AS (regexp_replace("intro", '<[^>]*>', ' ', 'g')) STORED NOT NULL,
	"grams" text[] GENERATED ALWAYS AS (search_grams("name" || ' ' || "author" || ' ' || regexp_replace("intro", '<[^>]*>', ' ', 'g'))) STORED NOT NULL,
	"explain" varchar(255) DEFAULT '' NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"has_discount" boolean DEFAULT false NOT NULL,
	"discount_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"discount_rate" numeric(3, 2) DEFAULT '1' NOT NULL,
	"market_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"author" varchar(50) DEFAULT '' NOT NULL,
	"user_id" integer,
	"suggest_user_id" integer,
	"cate_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"is_check" smallint DEFAULT 1 NOT NULL,
	"check_errors" text DEFAULT '' NOT NULL,
	"num" integer DEFAULT 0 NOT NULL,
	"view_num" integer DEFAULT 0 NOT NULL,
	"sales_num" integer DEFAULT 0 NOT NULL,
	"is_annex" boolean DEFAULT false NOT NULL,
	"ad_file" text DEFAULT '' NOT NULL,
	"ad_link" text DEFAULT '' NOT NULL,
	"type" varchar(8) DEFAULT 'original' NOT NULL,
	"external_link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plugin_intro_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"plugin_id" integer NOT NULL,
	"image" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plugin_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"plugin_id" integer NOT NULL,
	"type" varchar(8) NOT NULL,
	"name" varchar(100) DEFAULT '' NOT NULL,
	"version_code" varchar(32) DEFAULT '' NOT NULL,
	"platform" varchar(50) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_key" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plugins" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"images" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"intro_text" text GENERATED ALWAYS AS (regexp_replace("intro", '<[^>]*>', ' ', 'g')) STORED NOT NULL,
	"grams" text[] GENERATED ALWAYS AS (search_grams("name" || ' ' || "author" || ' ' || regexp_replace("intro", '<[^>]*>', ' ', 'g'))) STORED NOT NULL,
	"explain" varchar(255) DEFAULT '' NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"has_discount" boolean DEFAULT false NOT NULL,
	"discount_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"discount_rate" numeric(3, 2) DEFAULT '1' NOT NULL,
	"give_integral" numeric(12, 2) DEFAULT '0' NOT NULL,
	"view_num" integer DEFAULT 0 NOT NULL,
	"sales_num" integer DEFAULT 0 NOT NULL,
	"repeat_buy" smallint DEFAULT 0 NOT NULL,
	"web_link" text DEFAULT '' NOT NULL,
	"web_link_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"author" varchar(50) DEFAULT '' NOT NULL,
	"user_id" integer,
	"suggest_user_id" integer,
	"cate_id" integer NOT NULL,
	"download_package" integer DEFAULT 0 NOT NULL,
	"download_manual" integer DEFAULT 0 NOT NULL,
	"download_case" integer DEFAULT 0 NOT NULL,
	"versions_ordered" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"is_check" smallint DEFAULT 1 NOT NULL,
	"check_errors" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"desc_text" text GENERATED ALWAYS AS (regexp_replace("desc", '<[^>]*>', ' ', 'g')) STORED NOT NULL,
	"grams" text[] GENERATED ALWAYS AS (search_grams("name" || ' ' || "author" || ' ' || regexp_replace("desc", '<[^>]*>', ' ', 'g'))) STORED NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"has_discount" boolean DEFAULT false NOT NULL,
	"discount_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"discount_rate" numeric(3, 2) DEFAULT '1' NOT NULL,
	"postage" numeric(12, 2) DEFAULT '0' NOT NULL,
	"view_num" integer DEFAULT 0 NOT NULL,
	"sales_num" integer DEFAULT 0 NOT NULL,
	"material_key" text,
	"author" varchar(50) DEFAULT '' NOT NULL,
	"user_id" integer,
	"suggest_user_id" integer,
	"cate_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"is_check" smallint DEFAULT 1 NOT NULL,
	"check_errors" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(150) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"images" text DEFAULT '' NOT NULL,
	"author" varchar(50) DEFAULT '' NOT NULL,
	"cate_id" integer NOT NULL,
	"view_num" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"grams" text[] GENERATED ALWAYS AS (search_grams("title" || ' ' || "description")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_likes" (
	"work_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_likes_work_id_user_id_pk" PRIMARY KEY("work_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_works" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"desc" varchar(500) DEFAULT '' NOT NULL,
	"cover" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" integer,
	"author_name" varchar(50) DEFAULT '' NOT NULL,
	"author_avatar" text DEFAULT '' NOT NULL,
	"cate_id" integer,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"comment_id" integer NOT NULL,
	"user_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"target_type" varchar(8) NOT NULL,
	"target_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" integer NOT NULL,
	"followee_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_not_self" CHECK ("follows"."follower_id" <> "follows"."followee_id")
);
--> statement-breakpoint
CREATE TABLE "member_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"body" text NOT NULL,
	"link" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"address" varchar(255) NOT NULL,
	"post_code" varchar(10) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) DEFAULT '' NOT NULL,
	"kind" varchar(8) NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"min_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"scope" varchar(8) DEFAULT 'all' NOT NULL,
	"product_type" smallint,
	"product_id" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"total_limit" integer,
	"per_user_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"product_type" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"product_extend_type" varchar(16) DEFAULT '' NOT NULL,
	"product_name" varchar(150) NOT NULL,
	"product_img" varchar(500) DEFAULT '' NOT NULL,
	"num" integer DEFAULT 1 NOT NULL,
	"order_amount" numeric(12, 2) NOT NULL,
	"postage" numeric(12, 2) DEFAULT '0' NOT NULL,
	"coupon_id" integer,
	"coupon_code" varchar(32) DEFAULT '' NOT NULL,
	"coupon_discount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"bonus" numeric(12, 2) DEFAULT '0' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"pay_method" smallint DEFAULT 0 NOT NULL,
	"pay_time" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_reason" varchar(200) DEFAULT '' NOT NULL,
	"consignee" jsonb,
	"logistic" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_collects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"viewer_key" varchar(80) NOT NULL,
	"user_id" integer,
	"task_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_previews" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"seconds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifies" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"raw_body" text NOT NULL,
	"headers" jsonb NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"order_no" varchar(64),
	"result" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"num" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"pay_method" smallint NOT NULL,
	"provider" varchar(16) NOT NULL,
	"pay_form" varchar(8) DEFAULT 'qr' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"trade_no" varchar(64),
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"last_queried_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"action" smallint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"balance_after" numeric(14, 2) NOT NULL,
	"title" varchar(200) NOT NULL,
	"source_type" varchar(16) NOT NULL,
	"source_no" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_infos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"invoice_type" smallint NOT NULL,
	"invoice_content" varchar(50) NOT NULL,
	"header_type" smallint NOT NULL,
	"header_name" varchar(100) NOT NULL,
	"tax_number" varchar(20) DEFAULT '' NOT NULL,
	"registered_address" varchar(200) DEFAULT '' NOT NULL,
	"registered_phone" varchar(20) DEFAULT '' NOT NULL,
	"bank_name" varchar(100) DEFAULT '' NOT NULL,
	"bank_account" varchar(40) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"recharge_order_id" integer NOT NULL,
	"invoice_info_id" integer,
	"header" jsonb NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"invoice_no" varchar(64),
	"file_key" varchar(255),
	"uploaded_at" timestamp with time zone,
	"reject_reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_course_ads" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "danmaku" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mode" smallint NOT NULL,
	"text" varchar(200) NOT NULL,
	"stime_ms" integer NOT NULL,
	"size" smallint NOT NULL,
	"color" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_lesson_captions" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"lang" varchar(16) NOT NULL,
	"label" varchar(30) NOT NULL,
	"file_key" varchar(300) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_lesson_markers" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"offset_seconds" integer NOT NULL,
	"title" varchar(60) NOT NULL,
	"describe" varchar(200) DEFAULT '' NOT NULL,
	"cover_key" varchar(300) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"order_no" varchar(64) PRIMARY KEY NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"trade_no" varchar(64) NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_daily_usage" (
	"user_id" integer NOT NULL,
	"day" varchar(10) NOT NULL,
	"chat" integer DEFAULT 0 NOT NULL,
	"img" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_daily_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "ai_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"cate" smallint NOT NULL,
	"title" varchar(150) NOT NULL,
	"images" text DEFAULT '' NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"author" varchar(50) DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_plug" (
	"id" integer PRIMARY KEY NOT NULL,
	"images" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"download_package" integer DEFAULT 0 NOT NULL,
	"download_manual" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_plug_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(8) NOT NULL,
	"version_code" varchar(32) NOT NULL,
	"platform" varchar(32) DEFAULT '' NOT NULL,
	"file_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_vip_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"plan" smallint NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	"refund_reason" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_chat_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"prompt" varchar(2000) NOT NULL,
	"status" varchar(12) DEFAULT 'answering' NOT NULL,
	"billing" varchar(8) NOT NULL,
	"price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"free_day" varchar(10),
	"provider" varchar(16) NOT NULL,
	"model" varchar(100),
	"prompt_tokens" integer,
	"completion_tokens" integer,
	"answer_chars" integer,
	"error" varchar(500),
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ai_hot_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_render_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"state" varchar(10) DEFAULT 'queued' NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"style_id" integer,
	"style" varchar(50) NOT NULL,
	"params" jsonb NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"seed" bigint NOT NULL,
	"backend" varchar(16) NOT NULL,
	"cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"paid_with" varchar(8) NOT NULL,
	"free_day" varchar(10),
	"charge_entry_id" integer,
	"refund_entry_id" integer,
	"refunded_at" timestamp with time zone,
	"queue_job_id" bigint,
	"run_id" varchar(32),
	"runs" smallint DEFAULT 0 NOT NULL,
	"outputs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_render_styles" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" varchar(50) NOT NULL,
	"promt" text DEFAULT '' NOT NULL,
	"fpromt" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"palette" varchar(32) DEFAULT '#1f2933,#52606d,#e4e7eb' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(100) DEFAULT '' NOT NULL,
	"author" varchar(50) DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"explain" varchar(255) DEFAULT '' NOT NULL,
	"origin" varchar(4) DEFAULT '' NOT NULL,
	"external_link" text DEFAULT '' NOT NULL,
	"web_link" text DEFAULT '' NOT NULL,
	"cate_id" integer DEFAULT 0 NOT NULL,
	"tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" numeric(12, 2),
	"detail" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"material" text DEFAULT '' NOT NULL,
	"material_name" varchar(255) DEFAULT '' NOT NULL,
	"form_fields" jsonb,
	"status" smallint DEFAULT 0 NOT NULL,
	"is_check" smallint DEFAULT 1 NOT NULL,
	"errors" text DEFAULT '' NOT NULL,
	"published_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "direct_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"staff_id" integer,
	"purpose" varchar(12) NOT NULL,
	"key" text NOT NULL,
	"name" varchar(255) NOT NULL,
	"size" bigint NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"part_size" integer NOT NULL,
	"part_count" integer NOT NULL,
	"driver_upload_id" text NOT NULL,
	"state" varchar(10) DEFAULT 'uploading' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "direct_uploads_one_owner" CHECK (("direct_uploads"."user_id" is null) <> ("direct_uploads"."staff_id" is null))
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"staff_name" varchar(32) NOT NULL,
	"action" varchar(48) NOT NULL,
	"target_type" varchar(32) NOT NULL,
	"target_id" varchar(64) DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(11) NOT NULL,
	"name" varchar(32) NOT NULL,
	"role" varchar(16) NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text,
	"totp_pending" text,
	"totp_last_step" integer,
	"disabled_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"previous_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" varchar(255) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dev_oauth_codes" ADD CONSTRAINT "dev_oauth_codes_identity_id_dev_oauth_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."dev_oauth_identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_channels" ADD CONSTRAINT "notice_channels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taggings" ADD CONSTRAINT "taggings_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_attachments" ADD CONSTRAINT "course_attachments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_attachments" ADD CONSTRAINT "course_attachments_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_chapters" ADD CONSTRAINT "course_chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_tasks" ADD CONSTRAINT "course_tasks_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_tasks" ADD CONSTRAINT "course_tasks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_tasks" ADD CONSTRAINT "course_tasks_media_asset_id_media_assets_id_fk" FOREIGN KEY ("media_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_tasks" ADD CONSTRAINT "course_tasks_pending_media_asset_id_media_assets_id_fk" FOREIGN KEY ("pending_media_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_suggest_user_id_users_id_fk" FOREIGN KEY ("suggest_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_cate_id_categories_id_fk" FOREIGN KEY ("cate_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plugin_intro_images" ADD CONSTRAINT "plugin_intro_images_plugin_id_plugins_id_fk" FOREIGN KEY ("plugin_id") REFERENCES "public"."plugins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plugin_versions" ADD CONSTRAINT "plugin_versions_plugin_id_plugins_id_fk" FOREIGN KEY ("plugin_id") REFERENCES "public"."plugins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plugins" ADD CONSTRAINT "plugins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plugins" ADD CONSTRAINT "plugins_suggest_user_id_users_id_fk" FOREIGN KEY ("suggest_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plugins" ADD CONSTRAINT "plugins_cate_id_categories_id_fk" FOREIGN KEY ("cate_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_suggest_user_id_users_id_fk" FOREIGN KEY ("suggest_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_cate_id_categories_id_fk" FOREIGN KEY ("cate_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_cate_id_categories_id_fk" FOREIGN KEY ("cate_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_likes" ADD CONSTRAINT "gallery_likes_work_id_gallery_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."gallery_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_likes" ADD CONSTRAINT "gallery_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_works" ADD CONSTRAINT "gallery_works_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_works" ADD CONSTRAINT "gallery_works_cate_id_categories_id_fk" FOREIGN KEY ("cate_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_replies" ADD CONSTRAINT "comment_replies_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_replies" ADD CONSTRAINT "comment_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notices" ADD CONSTRAINT "member_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_collects" ADD CONSTRAINT "course_collects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_collects" ADD CONSTRAINT "course_collects_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_task_id_course_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."course_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_views" ADD CONSTRAINT "lesson_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_views" ADD CONSTRAINT "lesson_views_task_id_course_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."course_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_views" ADD CONSTRAINT "lesson_views_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_previews" ADD CONSTRAINT "course_previews_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_infos" ADD CONSTRAINT "invoice_infos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD CONSTRAINT "invoice_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_course_ads" ADD CONSTRAINT "player_course_ads_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "danmaku" ADD CONSTRAINT "danmaku_task_id_course_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."course_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "danmaku" ADD CONSTRAINT "danmaku_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_lesson_captions" ADD CONSTRAINT "player_lesson_captions_task_id_course_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."course_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_lesson_markers" ADD CONSTRAINT "player_lesson_markers_task_id_course_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."course_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_daily_usage" ADD CONSTRAINT "ai_daily_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_vip_orders" ADD CONSTRAINT "ai_vip_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chat_questions" ADD CONSTRAINT "ai_chat_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_render_jobs" ADD CONSTRAINT "ai_render_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_render_jobs" ADD CONSTRAINT "ai_render_jobs_style_id_ai_render_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."ai_render_styles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_render_styles" ADD CONSTRAINT "ai_render_styles_parent_id_ai_render_styles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ai_render_styles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_uploads" ADD CONSTRAINT "direct_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dev_oauth_identities_subject_idx" ON "dev_oauth_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "dev_outbox_to_idx" ON "dev_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("priority" DESC NULLS LAST,"run_at","id") WHERE "jobs"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."state" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_unique_key" ON "jobs" USING btree ("unique_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("phone") WHERE "users"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email") WHERE "users"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "entitlements_unique" ON "entitlements" USING btree ("user_id","product_type","product_id","extend_type");--> statement-breakpoint
CREATE INDEX "entitlements_product_idx" ON "entitlements" USING btree ("product_type","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_verifications_code_unique" ON "email_verifications" USING btree ("verify_code");--> statement-breakpoint
CREATE INDEX "email_verifications_user_idx" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_target_scene_idx" ON "sms_codes" USING btree ("target","scene","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_provider_subject_unique" ON "social_accounts" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "social_user_provider_unique" ON "social_accounts" USING btree ("user_id","provider");--> statement-breakpoint
CREATE INDEX "categories_kind_parent_idx" ON "categories" USING btree ("kind","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "taggings_unique" ON "taggings" USING btree ("tag_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "taggings_target_idx" ON "taggings" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "taggings_tag_idx" ON "taggings" USING btree ("tag_id","target_type");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_tag_unique" ON "tags" USING btree ("tag");--> statement-breakpoint
CREATE INDEX "tags_tag_trgm_idx" ON "tags" USING gin ("tag" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "course_attachments_course_idx" ON "course_attachments" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_chapters_course_idx" ON "course_chapters" USING btree ("course_id","sort");--> statement-breakpoint
CREATE INDEX "course_tasks_course_idx" ON "course_tasks" USING btree ("course_id","sort");--> statement-breakpoint
CREATE INDEX "course_tasks_chapter_idx" ON "course_tasks" USING btree ("chapter_id","sort");--> statement-breakpoint
CREATE INDEX "courses_user_idx" ON "courses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "courses_cate_idx" ON "courses" USING btree ("cate_id") WHERE "courses"."status" = 2 and "courses"."is_check" = 2;--> statement-breakpoint
CREATE INDEX "courses_newest_idx" ON "courses" USING btree ("created_at","id") WHERE "courses"."status" = 2 and "courses"."is_check" = 2;--> statement-breakpoint
CREATE INDEX "courses_hottest_idx" ON "courses" USING btree (("sales_num" * 10 + "view_num"),"id","sales_num","view_num") WHERE "courses"."status" = 2 and "courses"."is_check" = 2;--> statement-breakpoint
CREATE INDEX "courses_name_trgm_idx" ON "courses" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_author_trgm_idx" ON "courses" USING gin ("author" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_text_trgm_idx" ON "courses" USING gin ("intro_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_grams_idx" ON "courses" USING gin ("grams");--> statement-breakpoint
CREATE INDEX "plugin_intro_images_plugin_idx" ON "plugin_intro_images" USING btree ("plugin_id","sort");--> statement-breakpoint
CREATE INDEX "plugin_versions_plugin_idx" ON "plugin_versions" USING btree ("plugin_id","type");--> statement-breakpoint
CREATE INDEX "plugins_user_idx" ON "plugins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "plugins_cate_idx" ON "plugins" USING btree ("cate_id") WHERE "plugins"."status" = 2 and "plugins"."is_check" = 2;--> statement-breakpoint
CREATE INDEX "plugins_newest_idx" ON "plugins" USING btree ("created_at","id") WHERE "plugins"."status" = 2 and "plugins"."is_check" = 2;--> statement-breakpoint
CREATE INDEX "plugins_hottest_idx" ON "plugins" USING btree (("sales_num" * 10 + "view_num"),"id","sales_num","view_num") WHERE "plugins"."status" = 2 and "plugins"."is_check" = 2;--> statement-breakpoint
CREATE INDEX "plugins_name_trgm_idx" ON "plugins" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plugins_author_trgm_idx" ON "plugins" USING gin ("author" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plugins_text_trgm_idx" ON "plugins" USING gin ("intro_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plugins_grams_idx" ON "plugins" USING gin ("grams");--> statement-breakpoint
CREATE INDEX "goods_user_idx" ON "goods" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "goods_cate_idx" ON "goods" USING btree ("cate_id") WHERE "goods"."status" = 2 and "goods"."is_check" = 2;--> statement-breakpoint
CREATE INDEX "goods_newest_idx" ON "goods" USING btree ("created_at","id") WHERE "goods"."status" = 2 and "goods"."is_check" = 2;--> statement-breakpoint
CREATE INDEX "goods_hottest_idx" ON "goods" USING btree (("sales_num" * 10 + "view_num"),"id","sales_num","view_num") WHERE "goods"."status" = 2 and "goods"."is_check" = 2;--> statement-breakpoint
CREATE INDEX "goods_name_trgm_idx" ON "goods" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_author_trgm_idx" ON "goods" USING gin ("author" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_text_trgm_idx" ON "goods" USING gin ("desc_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_grams_idx" ON "goods" USING gin ("grams");--> statement-breakpoint
CREATE INDEX "news_cate_idx" ON "news" USING btree ("cate_id","created_at");--> statement-breakpoint
CREATE INDEX "news_created_idx" ON "news" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "news_title_trgm_idx" ON "news" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_description_trgm_idx" ON "news" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_grams_idx" ON "news" USING gin ("grams");--> statement-breakpoint
CREATE INDEX "gallery_likes_user_idx" ON "gallery_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "gallery_works_cate_idx" ON "gallery_works" USING btree ("cate_id","created_at");--> statement-breakpoint
CREATE INDEX "gallery_works_created_idx" ON "gallery_works" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "comment_replies_comment_idx" ON "comment_replies" USING btree ("comment_id","created_at");--> statement-breakpoint
CREATE INDEX "comment_replies_user_idx" ON "comment_replies" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "comment_replies_unread_idx" ON "comment_replies" USING btree ("comment_id") WHERE "comment_replies"."read_at" is null;--> statement-breakpoint
CREATE INDEX "comments_target_idx" ON "comments" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id","target_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_pair_unique" ON "follows" USING btree ("follower_id","followee_id");--> statement-breakpoint
CREATE INDEX "follows_followee_idx" ON "follows" USING btree ("followee_id","created_at");--> statement-breakpoint
CREATE INDEX "follows_follower_created_idx" ON "follows" USING btree ("follower_id","created_at");--> statement-breakpoint
CREATE INDEX "member_notices_user_idx" ON "member_notices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "member_notices_unread_idx" ON "member_notices" USING btree ("user_id") WHERE "member_notices"."read_at" is null;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default" ON "addresses" USING btree ("user_id") WHERE "addresses"."status" = 1;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_user_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order_unique" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_unique" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at","product_type","postage");--> statement-breakpoint
CREATE INDEX "orders_product_idx" ON "orders" USING btree ("product_type","product_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "course_collects_member_course" ON "course_collects" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "course_collects_member_created" ON "course_collects" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_progress_member_task" ON "lesson_progress" USING btree ("user_id","task_id");--> statement-breakpoint
CREATE INDEX "lesson_progress_member_course" ON "lesson_progress" USING btree ("user_id","course_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_views_once_a_day" ON "lesson_views" USING btree ("viewer_key","task_id","day");--> statement-breakpoint
CREATE INDEX "lesson_views_day" ON "lesson_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "payment_notifies_order_idx" ON "payment_notifies" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_order_no_unique" ON "recharge_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "recharge_orders_user_idx" ON "recharge_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recharge_orders_status_idx" ON "recharge_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "wallet_entries_user_idx" ON "wallet_entries" USING btree ("user_id","id","action","amount");--> statement-breakpoint
CREATE INDEX "wallet_entries_source_idx" ON "wallet_entries" USING btree ("source_type","source_no");--> statement-breakpoint
CREATE INDEX "invoice_infos_user_idx" ON "invoice_infos" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_infos_one_default" ON "invoice_infos" USING btree ("user_id") WHERE "invoice_infos"."is_default";--> statement-breakpoint
CREATE INDEX "invoice_records_order_idx" ON "invoice_records" USING btree ("recharge_order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_records_one_pending" ON "invoice_records" USING btree ("recharge_order_id") WHERE "invoice_records"."status" = 1;--> statement-breakpoint
CREATE INDEX "danmaku_task_time" ON "danmaku" USING btree ("task_id","stime_ms");--> statement-breakpoint
CREATE INDEX "danmaku_task_newest" ON "danmaku" USING btree ("task_id","id");--> statement-breakpoint
CREATE INDEX "player_lesson_captions_task" ON "player_lesson_captions" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "player_lesson_markers_task" ON "player_lesson_markers" USING btree ("task_id","offset_seconds");--> statement-breakpoint
CREATE INDEX "ai_news_cate_idx" ON "ai_news" USING btree ("cate","created_at","id");--> statement-breakpoint
CREATE INDEX "ai_news_created_idx" ON "ai_news" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ai_plug_files_type_idx" ON "ai_plug_files" USING btree ("type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_vip_orders_order_no_unique" ON "ai_vip_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "ai_vip_orders_user_idx" ON "ai_vip_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_chat_questions_no_unique" ON "ai_chat_questions" USING btree ("question_no");--> statement-breakpoint
CREATE INDEX "ai_chat_questions_user_idx" ON "ai_chat_questions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_chat_questions_status_idx" ON "ai_chat_questions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "ai_hot_questions_list_idx" ON "ai_hot_questions" USING btree ("enabled","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_render_jobs_order_no_unique" ON "ai_render_jobs" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "ai_render_jobs_user_idx" ON "ai_render_jobs" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ai_render_jobs_queue_idx" ON "ai_render_jobs" USING btree ("priority","id") WHERE "ai_render_jobs"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "ai_render_jobs_pending_idx" ON "ai_render_jobs" USING btree ("created_at") WHERE "ai_render_jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "ai_render_styles_parent_idx" ON "ai_render_styles" USING btree ("parent_id","sort","id");--> statement-breakpoint
CREATE INDEX "contributions_user_kind_idx" ON "contributions" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "direct_uploads_user_idx" ON "direct_uploads" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "direct_uploads_staff_idx" ON "direct_uploads" USING btree ("staff_id","key");--> statement-breakpoint
CREATE INDEX "admin_audit_created_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_staff_idx" ON "admin_audit_log" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "admin_audit_action_idx" ON "admin_audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_phone_unique" ON "staff" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token_unique" ON "staff_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");
--> statement-breakpoint
-- The back office's audit log is append-only (slices/admin/schema.ts): no UPDATE, DELETE or TRUNCATE, whoever asks.
CREATE OR REPLACE FUNCTION admin_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only (% refused)', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER admin_audit_log_no_change BEFORE UPDATE OR DELETE ON admin_audit_log
  FOR EACH ROW EXECUTE FUNCTION admin_audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER admin_audit_log_no_truncate BEFORE TRUNCATE ON admin_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_log_append_only();
