/** What bench/webhook-egress.ts hands each of its child processes (in BENCH_CONFIG). */
export interface ChildConfig {
  url: string;
  apiKey: string;
  environmentId: string;
  receiverUrl: string;
  operation: string;
  pageSize: number;
  /** Sign (egress), or add an HMAC pass over the bytes (floor). */
  secret?: string;
  sheets: { id: string; total: number }[];
}

/** The message the benchmark's webhook rejects records with. */
export const REJECTION_MESSAGE = 'Rejected by the benchmark webhook';
