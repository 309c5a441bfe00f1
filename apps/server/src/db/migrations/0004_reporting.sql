-- Slot reserved for 0004_reporting; filled by its feature. Statements are separated by '--> statement-breakpoint'.
select 1;
