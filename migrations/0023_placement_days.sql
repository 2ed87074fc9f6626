ALTER TABLE "placements" ADD COLUMN "end_date" date;--> statement-breakpoint
-- Added by hand: an ended placement's last day, as `lastDayBefore` (contract/placement-dates.ts)
-- reckons it: the day, in the placement's time zone, of the last moment before it ended.
UPDATE "placements" SET "end_date" = greatest((("ended_at" - interval '1 microsecond') at time zone "time_zone")::date, "start_date" - 1)
  WHERE "ended_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_end_date_set" CHECK (("placements"."ended_at" is null) = ("placements"."end_date" is null));--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_end_date_after_start" CHECK ("placements"."end_date" is null or "placements"."end_date" >= "placements"."start_date" - 1);--> statement-breakpoint
-- Added by hand: a day's hours only on the days its placement covers, and each date of a talent's
-- once across their placements, whatever the service checked (docs/decisions.md, "Hours only on
-- the placement's days"). Weeks are Monday-based calendar dates, so a date of two placements is
-- the same week and the same day of it. The talent's lock makes two weeks written at once take turns.
CREATE FUNCTION "timesheet_days_within_placement"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  placement record;
  day_index int;
  day date;
  outside text[] := '{}';
  twice text[] := '{}';
BEGIN
  SELECT "start_date", "end_date" INTO placement FROM "placements" WHERE "id" = NEW."placement_id";
  PERFORM pg_advisory_xact_lock(hashtext('timesheet-days:' || NEW."talent_id"::text));
  FOR day_index IN 1..7 LOOP
    IF NEW."quarter_hours"[day_index] > 0 THEN
      day := NEW."week_start" + (day_index - 1);
      IF day < placement."start_date" OR (placement."end_date" IS NOT NULL AND day > placement."end_date") THEN
        outside := outside || day::text;
      ELSIF EXISTS (
        SELECT 1 FROM "timesheets" other
        WHERE other."talent_id" = NEW."talent_id" AND other."placement_id" <> NEW."placement_id" AND other."week_start" = NEW."week_start"
          AND other."quarter_hours"[day_index] > 0
      ) THEN
        twice := twice || day::text;
      END IF;
    END IF;
  END LOOP;
  IF cardinality(outside) > 0 THEN
    RAISE EXCEPTION 'hours on days outside the placement: %', array_to_string(outside, ', ')
      USING ERRCODE = 'check_violation', CONSTRAINT = 'timesheets_days_within_placement';
  END IF;
  IF cardinality(twice) > 0 THEN
    RAISE EXCEPTION 'hours already logged on another placement: %', array_to_string(twice, ', ')
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'timesheets_day_once_per_talent';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "timesheets_days_within_placement" BEFORE INSERT OR UPDATE OF "quarter_hours", "week_start", "placement_id" ON "timesheets"
  FOR EACH ROW EXECUTE FUNCTION "timesheet_days_within_placement"();
