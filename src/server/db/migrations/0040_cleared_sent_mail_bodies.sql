-- Mail sent or given up on before bodies were cleared at delivery (issue 44) still held the invitation
-- and reset links, their tokens and the attached invoice. Who, what and when stay (recipient, subject,
-- attachment name and type, status, sent_at); the body goes, as mail/sender.ts does for new mail.
UPDATE "mail_outbox" SET "text" = '', "html" = '', "attachment_base64" = NULL
WHERE "status" IN ('sent', 'failed') AND ("text" <> '' OR "html" <> '' OR "attachment_base64" IS NOT NULL);
