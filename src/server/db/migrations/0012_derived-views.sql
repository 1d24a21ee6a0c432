-- What is derived from the work orders, read like tables by the features below them (issue 22,
-- docs/decisions/008): nothing is copied, so nothing can fall out of step. The finished statuses are
-- shared/work-orders.ts's FINISHED_STATUSES; a test holds them equal (db/derived-views.test.ts).

-- What open work orders (neither finished nor cancelled) reserve of each part, per workshop.
CREATE VIEW "part_reservations" AS
  SELECT w.organisation_id, wp.part_id, sum(wp.quantity_hundredths)::bigint AS reserved_hundredths
  FROM work_order_parts AS wp
  JOIN work_orders AS w ON w.id = wp.work_order_id
  WHERE w.status NOT IN ('Klar', 'completed', 'RedoAttFakturera', 'Fakturerad', 'Avbruten')
  GROUP BY w.organisation_id, wp.part_id;
--> statement-breakpoint
-- Each service interval's latest finished work order on its machine: done on its execution date,
-- else the day its meter was read, else the day it was created (Swedish time); at its own meter
-- reading, else the machine's meter that day. Reopened or cancelled, it no longer counts.
CREATE VIEW "interval_last_done" AS
  SELECT DISTINCT ON (s.service_interval_id)
    s.service_interval_id,
    w.id AS work_order_id,
    d.done_date,
    coalesce(r.value_tenths, (
      SELECT m.value_tenths FROM meter_readings AS m
      WHERE m.machine_id = i.machine_id AND m.reading_date <= d.done_date
      ORDER BY m.reading_date DESC, m.value_tenths DESC LIMIT 1
    )) AS done_meter_tenths
  FROM work_order_services AS s
  JOIN service_intervals AS i ON i.id = s.service_interval_id
  JOIN work_orders AS w ON w.id = s.work_order_id AND w.machine_id = i.machine_id
  LEFT JOIN meter_readings AS r ON r.work_order_id = w.id
  CROSS JOIN LATERAL (SELECT coalesce(w.execution_date, r.reading_date, (w.created_at AT TIME ZONE 'Europe/Stockholm')::date) AS done_date) AS d
  WHERE w.status IN ('Klar', 'completed', 'RedoAttFakturera', 'Fakturerad')
  ORDER BY s.service_interval_id, d.done_date DESC, r.value_tenths DESC NULLS LAST, w.created_at DESC, w.id DESC;
