-- Slot reserved for 0003_money; its feature fills it (hand-written SQL, statements separated by drizzle's breakpoint line).
select 1;
