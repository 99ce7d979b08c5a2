CREATE TABLE "message_templates" (
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_slug_locale_pk" PRIMARY KEY("slug","locale")
);
