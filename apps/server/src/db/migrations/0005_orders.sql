-- Slot reserved for 0005_orders; filled by its feature. Statements are separated by '--> statement-breakpoint'.
select 1;
