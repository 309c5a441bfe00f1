/**
 * The bank rail port (DESIGN §1): a withdrawal is submitted and its outcome arrives later, asynchronously
 * (the rail's callback), as complete, fail, or — after completion — return (the bank sent the money back).
 */
export type RailOutcome = 'complete' | 'fail' | 'return';

export type RailSubmission = { partnerId: string; orderId: string };

export type BankRail = {
  submit(order: RailSubmission): Promise<void>;
};

/** What the orders domain gives the rail to report outcomes through (the callback handler). */
export type RailCallback = (partnerId: string, orderId: string, outcome: RailOutcome) => Promise<void>;
