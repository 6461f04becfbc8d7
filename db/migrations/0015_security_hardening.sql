ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_kind_known";--> statement-breakpoint
ALTER TABLE "two_factor" ADD COLUMN "last_used_step" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_kind_known" CHECK ("kind" IN ('settings', 'staff', 'price', 'stock', 'invoice', 'reservation', 'security', 'blog'));