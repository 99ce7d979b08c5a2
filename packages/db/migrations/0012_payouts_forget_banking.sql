-- Custom SQL: when an account is deleted (anonymised: deleted_at is set), its bank details are
-- forgotten at once, whatever code path deleted it. Payouts and ledger entries stay (accounting).
CREATE FUNCTION banking_details_forget_deleted_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM banking_details WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_deleted_forget_banking AFTER UPDATE OF deleted_at ON "users" FOR EACH ROW WHEN (NEW.deleted_at IS NOT NULL AND OLD.deleted_at IS NULL) EXECUTE FUNCTION banking_details_forget_deleted_user();
