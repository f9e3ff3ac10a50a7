CREATE TABLE `provider_identities` (
	`sub` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`key_hash` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `provider_identities_email_idx` ON `provider_identities` (`email`);