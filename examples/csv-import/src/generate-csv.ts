/**
 * A customer's export, as they bring it: a CSV with its own column names, quoted cells with
 * commas and line breaks, stray spaces, and a few messy cells (an email without `@`, a missing
 * email, a plan the CRM does not know).
 */

/** The header row of the customer's file. */
export const CSV_HEADER = [
  'First Name',
  'Last Name',
  'E-mail',
  'Plan',
  'Company',
  'Internal notes',
];

const FIRST = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Thompson'];
const PLANS = ['G', 'S', 'B'];

/** One CSV cell, quoted when it must be. */
function cell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** What is wrong with the messy rows, so a test can count them. */
export interface MessyRows {
  /** Rows whose email has no `@`. */
  badEmail: number;
  /** Rows without an email. */
  noEmail: number;
  /** Rows whose plan is not G, S or B. */
  unknownPlan: number;
}

/**
 * The CSV text of `rows` contacts; every `messyEvery`-th row has one messy cell, in turn a bad
 * email, a missing email and an unknown plan.
 */
export function generateCsv(rows: number, messyEvery = 97): { csv: string; messy: MessyRows } {
  const messy: MessyRows = { badEmail: 0, noEmail: 0, unknownPlan: 0 };
  const lines = [CSV_HEADER.join(',')];
  for (let index = 0; index < rows; index++) {
    const first = FIRST[index % FIRST.length] as string;
    const last = LAST[(index * 3) % LAST.length] as string;
    let email = `${first}.${last}.${index}@example.com`.toLowerCase();
    let plan = PLANS[index % PLANS.length] as string;
    const kind = index % messyEvery === messyEvery - 1 ? ((index / messyEvery) % 3) | 0 : -1;
    if (kind === 0) {
      email = email.replace('@', ' at ');
      messy.badEmail += 1;
    } else if (kind === 1) {
      email = '';
      messy.noEmail += 1;
    } else if (kind === 2) {
      plan = 'Platinum';
      messy.unknownPlan += 1;
    }
    const company = index % 5 === 0 ? `${last}, ${first} & Co.` : `${last} Labs`;
    const notes = index % 11 === 0 ? `called twice\nprefers email` : '';
    lines.push([` ${first} `, last, email, plan, company, notes].map(cell).join(','));
  }
  return { csv: `${lines.join('\n')}\n`, messy };
}
