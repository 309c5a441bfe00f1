-- Slot reserved for 0003_money; filled by its feature. Statements are separated by '--> statement-breakpoint'.
select 1;
