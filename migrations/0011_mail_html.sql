-- Mails carry an HTML part (issue 12, setting-store): the store's logo and company name in the
-- header, its company info in the footer. The plain-text body stays for text-only readers.
ALTER TABLE `mail_outbox` ADD `html` text;
