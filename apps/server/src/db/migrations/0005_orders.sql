-- Slot reserved for 0005_orders; its feature fills it (hand-written SQL, statements separated by drizzle's breakpoint line).
select 1;
