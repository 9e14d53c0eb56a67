import type { components } from '@importkit/api';

type RecordData = components['schemas']['RecordData'];

const firstNames = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Margaret', 'Ken'];
const lastNames = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Hamilton'];
const companies = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay'];

/**
 * Contacts with deterministic content. Every `badEmailEvery`-th contact gets an email without an
 * `@`, which the example receiver rejects, so the flow shows two-way validation.
 */
export function* generateContacts(count: number, badEmailEvery = 50): Generator<RecordData> {
  for (let index = 0; index < count; index += 1) {
    const first = firstNames[index % firstNames.length] as string;
    const last = lastNames[index % lastNames.length] as string;
    const company = companies[index % companies.length] as string;
    const local = `${first}.${last}.${index}`.toLowerCase();
    const email =
      index % badEmailEvery === badEmailEvery - 1 ? `${local}.example.com` : `${local}@example.com`;
    yield {
      firstName: { value: first },
      lastName: { value: last },
      email: { value: email },
      company: { value: company },
    };
  }
}

export function* generateCompanies(): Generator<RecordData> {
  for (const [index, name] of companies.entries()) {
    yield {
      name: { value: name },
      domain: { value: `${name.toLowerCase()}.example` },
      employees: { value: (index + 1) * 120 },
    };
  }
}

/** Splits a generator into arrays of at most `size` items, for batched inserts. */
export function* inBatches<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = [];
  for (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
