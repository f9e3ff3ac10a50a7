CREATE TABLE `table_versions` (
	`name` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `table_versions` (`name`) VALUES ('courses');
--> statement-breakpoint
CREATE TRIGGER `courses_inserted` AFTER INSERT ON `courses` BEGIN
	UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'courses';
END;
--> statement-breakpoint
CREATE TRIGGER `courses_updated` AFTER UPDATE ON `courses` BEGIN
	UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'courses';
END;
--> statement-breakpoint
CREATE TRIGGER `courses_deleted` AFTER DELETE ON `courses` BEGIN
	UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'courses';
END;
