CREATE TABLE `images` (
	`name` text PRIMARY KEY NOT NULL,
	`data` text NOT NULL
);
