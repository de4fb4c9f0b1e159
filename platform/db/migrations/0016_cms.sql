CREATE SEQUENCE "public"."cms_revision_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "cms_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cms_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"locale" text,
	"latest_version" integer DEFAULT 0 NOT NULL,
	"live_version" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cms_documents_kind_key_locale_unique" UNIQUE NULLS NOT DISTINCT("kind","key","locale"),
	CONSTRAINT "cms_documents_live_le_latest" CHECK ("cms_documents"."live_version" IS NULL OR ("cms_documents"."live_version" >= 1 AND "cms_documents"."live_version" <= "cms_documents"."latest_version"))
);
--> statement-breakpoint
CREATE TABLE "cms_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cms_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"title" text NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"locale" text,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "cms_publications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cms_publications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"published_by" integer
);
--> statement-breakpoint
CREATE TABLE "cms_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cms_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"rolled_back_from" integer,
	CONSTRAINT "cms_versions_document_version_unique" UNIQUE("document_id","version")
);
--> statement-breakpoint
ALTER TABLE "cms_files" ADD CONSTRAINT "cms_files_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_publications" ADD CONSTRAINT "cms_publications_document_id_cms_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."cms_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_publications" ADD CONSTRAINT "cms_publications_published_by_staff_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_versions" ADD CONSTRAINT "cms_versions_document_id_cms_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."cms_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_versions" ADD CONSTRAINT "cms_versions_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_files_locale_idx" ON "cms_files" USING btree ("locale");--> statement-breakpoint
CREATE INDEX "cms_publications_document_idx" ON "cms_publications" USING btree ("document_id","version");