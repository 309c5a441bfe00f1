-- Slot reserved for 0004_reporting; its feature fills it (hand-written SQL, statements separated by drizzle's breakpoint line).
select 1;
