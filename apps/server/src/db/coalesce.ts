/**
 * Work items sent to the database together: an item arriving while nothing is in flight leaves at once, alone;
 * items arriving while statements are in flight wait (for the end of the event loop's turn, or for a statement
 * to come back when `maxInFlight` are out) and leave together, at most `maxBatch` per statement. Every item
 * leaves in a statement started after it arrived. `send` answers each of its items itself (it never rejects).
 */
export const coalescing = <T>(
  send: (items: T[]) => Promise<void>,
  opts: { maxInFlight: number; maxBatch: number },
) => {
  const queue: T[] = [];
  let inFlight = 0;
  let scheduled = false;
  const start = (items: T[]) => {
    inFlight++;
    void send(items).finally(() => {
      inFlight--;
      schedule();
    });
  };
  const flush = () => {
    scheduled = false;
    while (queue.length > 0 && inFlight < opts.maxInFlight) start(queue.splice(0, opts.maxBatch));
  };
  const schedule = () => {
    if (queue.length > 0 && !scheduled && inFlight < opts.maxInFlight) {
      scheduled = true;
      setImmediate(flush);
    }
  };
  return (item: T) => {
    if (inFlight === 0 && queue.length === 0) return start([item]);
    queue.push(item);
    schedule();
  };
};
