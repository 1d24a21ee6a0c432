ALTER TABLE "work_order_signatures" ALTER COLUMN "image_png_base64" DROP NOT NULL;--> statement-breakpoint
-- An erased customer's signatures of work never invoiced lose the printed name and the drawing (FIELD.md
-- decision 4; docs/decisions/065). The erasure sets verkstan.erasing_signatures for its transaction; the
-- trigger then lets one change through: a drawing still there cleared to nothing, with the name and what
-- the signed content said of the person, on a job that no invoice names. The hash, time, collector, job
-- and ids never change, an erased signature is never changed again, and DELETE and TRUNCATE are refused
-- as before (0049).
CREATE OR REPLACE FUNCTION refuse_work_order_signature_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('verkstan.erasing_signatures', true), '') = 'on'
    AND OLD.image_png_base64 IS NOT NULL AND NEW.image_png_base64 IS NULL
    AND NEW.id = OLD.id AND NEW.organisation_id = OLD.organisation_id AND NEW.work_order_id = OLD.work_order_id
    AND NEW.content_hash = OLD.content_hash AND NEW.collected_by = OLD.collected_by AND NEW.at = OLD.at
    AND NEW.created_at = OLD.created_at
    AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.organisation_id = OLD.organisation_id AND i.work_order_id = OLD.work_order_id) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'En signatur ändras aldrig: % på % nekas.', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END
$$;
