CREATE TABLE "verification_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_documents_player_idx" ON "verification_documents" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_documents_storage_key_unique" ON "verification_documents" USING btree ("storage_key");--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_shape" CHECK (
	"kind" IN ('passport', 'id_card', 'driving_licence', 'proof_of_address', 'payment_method')
	AND "status" IN ('pending', 'approved', 'rejected')
	AND "content_type" IN ('application/pdf', 'image/jpeg', 'image/png')
	AND "size_bytes" > 0 AND "size_bytes" <= 5242880
	AND "sha256" ~ '^[0-9a-f]{64}$'
	AND ("status" = 'pending') = ("reviewed_at" IS NULL)
);
