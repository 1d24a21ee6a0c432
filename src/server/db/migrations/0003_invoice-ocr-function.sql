-- The OCR reference of an invoice number, as src/shared/ocr.ts makes it: the number's last 23 digits
-- (or 0), a length digit, and a modulus 10 (Luhn) check digit. Lets PostgreSQL build a page of
-- invoices as JSON; a test holds it equal to the TypeScript for random numbers.
CREATE OR REPLACE FUNCTION invoice_ocr(invoice_number text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT payload || ((10 - (
      SELECT sum(CASE WHEN pos % 2 = 1 THEN (digit * 2) / 10 + (digit * 2) % 10 ELSE digit END)
      FROM (SELECT pos, substr(reverse(payload), pos, 1)::int AS digit FROM generate_series(1, length(payload)) AS pos) AS digits
    ) % 10) % 10)::text
  FROM (
    SELECT digits || ((length(digits) + 2) % 10)::text AS payload
    FROM (SELECT coalesce(nullif(right(regexp_replace(invoice_number, '[^0-9]', '', 'g'), 23), ''), '0') AS digits) AS number_digits
  ) AS with_length
$$;
