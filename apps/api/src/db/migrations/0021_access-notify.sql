-- hand-written below (keep on regeneration)
-- The API keeps each session's access in memory (modules/auth/access-cache.ts) and drops it when PostgreSQL
-- tells it, through NOTIFY on "fitfit_access", that what the access query reads has changed: `user:<id>` (its
-- sessions, the user, its memberships), `restaurant:<id>` (deleted or moved restaurant, its modules), `all`.
-- Notifications are sent at commit, in commit order, to every listening instance.
CREATE FUNCTION "fitfit_access_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  old_id text;
  new_id text;
BEGIN
  IF kind = 'all' THEN
    PERFORM pg_notify('fitfit_access', 'all');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN old_id := to_jsonb(OLD) ->> TG_ARGV[1]; END IF;
  IF TG_OP <> 'DELETE' THEN new_id := to_jsonb(NEW) ->> TG_ARGV[1]; END IF;
  IF old_id IS NOT NULL THEN PERFORM pg_notify('fitfit_access', kind || ':' || old_id); END IF;
  IF new_id IS NOT NULL AND new_id IS DISTINCT FROM old_id THEN PERFORM pg_notify('fitfit_access', kind || ':' || new_id); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A new session needs no notification (nothing cached it yet); a revoked, shortened or deleted one does.
CREATE TRIGGER "sessions_access_notify" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "fitfit_access_notify"('user', 'user_id');--> statement-breakpoint
CREATE TRIGGER "users_access_notify" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "fitfit_access_notify"('user', 'id');--> statement-breakpoint
CREATE TRIGGER "restaurant_users_access_notify" AFTER INSERT OR UPDATE OR DELETE ON "restaurant_users" FOR EACH ROW EXECUTE FUNCTION "fitfit_access_notify"('user', 'user_id');--> statement-breakpoint
CREATE TRIGGER "mark_users_access_notify" AFTER INSERT OR UPDATE OR DELETE ON "mark_users" FOR EACH ROW EXECUTE FUNCTION "fitfit_access_notify"('user', 'user_id');--> statement-breakpoint
CREATE TRIGGER "restaurants_access_notify" AFTER UPDATE OF "deleted_at", "mark_id" OR DELETE ON "restaurants" FOR EACH ROW EXECUTE FUNCTION "fitfit_access_notify"('restaurant', 'id');--> statement-breakpoint
CREATE TRIGGER "fitfit_module_restaurants_access_notify" AFTER INSERT OR UPDATE OR DELETE ON "fitfit_module_restaurants" FOR EACH ROW EXECUTE FUNCTION "fitfit_access_notify"('restaurant', 'restaurant_id');--> statement-breakpoint
CREATE TRIGGER "fitfit_modules_access_notify" AFTER UPDATE OR DELETE ON "fitfit_modules" FOR EACH STATEMENT EXECUTE FUNCTION "fitfit_access_notify"('all');
