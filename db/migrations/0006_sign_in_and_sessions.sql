-- The demo admin (whose password is printed at start) must choose a new password at the first
-- sign-in; sign-in counters count every attempt in their window and no longer store a lock time.
ALTER TABLE "user" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempts" DROP COLUMN "locked_until";