/**
 * The webhook inbox's state: named endpoints, each with its script, its signing secret and the
 * requests it captured. Memory is bounded: each endpoint keeps its last `keep` requests, a body is
 * kept up to `maxBodyBytes`, and at most {@link MAX_ENDPOINTS} endpoints exist at once (a new one
 * drops the one idle longest).
 * @module
 */
import type { WebhookScript } from './answer-script';

/** Whether a request's signature verified: `unchecked` when its endpoint has no secret. */
export type SignatureCheck = 'valid' | 'invalid' | 'unchecked';

/** What the inbox answered, as it went on the wire. */
export interface SentAnswer {
  /** `answered`, or how it did not answer: `cut` (connection closed), `silent`, `trickle`, `stop-reading`. */
  outcome: 'answered' | 'cut' | 'silent' | 'trickle' | 'stop-reading';
  status?: number;
  headers?: Record<string, string>;
  /** The body sent, as text (capped like request bodies). */
  body?: string;
  /** How long the answer was held back (`slow`). */
  delayMs: number;
}

/** One captured request. */
export interface CapturedRequest {
  /** `whr_<n>`, unique within the server. */
  id: string;
  endpoint: string;
  /** Its place among the requests its endpoint got, from 0. */
  index: number;
  receivedAt: string;
  method: string;
  /** The path with its query, as requested. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** Bytes of the body as sent (before undoing `content-encoding: gzip`). */
  size: number;
  /** Bytes of the body after undoing the encoding. */
  bodySize: number;
  /** The body as UTF-8 text, cut at the inbox's `maxBodyBytes`. */
  body: string;
  bodyTruncated: boolean;
  /** Whether the whole body arrived (false when the script cut it off mid-body). */
  complete: boolean;
  /** Records in a webhook payload's sheets, over all of them (0 for other bodies). */
  recordCount: number;
  signature: SignatureCheck;
  answer?: SentAnswer;
}

/** An endpoint's settings: its answers and the secret its requests are verified with. */
export interface EndpointSettings {
  script?: WebhookScript;
  secret?: string;
}

/** An endpoint as listed. */
export interface EndpointView {
  name: string;
  requestCount: number;
  lastRequestAt?: string;
  /** How many answers the script has (0: accept everything). */
  scriptLength: number;
  verifiesSignatures: boolean;
}

/** How many endpoints may exist at once. */
export const MAX_ENDPOINTS = 64;

/** The limits of an inbox. */
export interface InboxLimits {
  /** Requests kept per endpoint (the oldest go first). Default 50. */
  keep: number;
  /** Body bytes kept per request. Default 1 MiB. */
  maxBodyBytes: number;
}

export const DEFAULT_INBOX_LIMITS: InboxLimits = { keep: 50, maxBodyBytes: 1024 * 1024 };

/** An endpoint's name: letters, digits, `-` and `_`, 1 to 64 of them. */
export const ENDPOINT_NAME = /^[A-Za-z0-9_-]{1,64}$/;

interface Endpoint {
  name: string;
  script: WebhookScript;
  secret: string | undefined;
  /** Requests the endpoint got before its script was last set (the script counts from there). */
  scriptStart: number;
  attempts: number;
  requests: CapturedRequest[];
  lastActive: number;
}

export class WebhookInbox {
  private readonly endpoints = new Map<string, Endpoint>();
  /** Endpoints given when the server started: a reset puts them back as they were given. */
  private readonly configured = new Map<string, EndpointSettings>();
  private nextId = 1;
  limits: InboxLimits = { ...DEFAULT_INBOX_LIMITS };

  /** Sets an endpoint's script and secret (`undefined` leaves one as it is; `null` drops a secret). */
  configure(
    name: string,
    settings: { script?: WebhookScript; secret?: string | null },
    { atStart = false } = {},
  ): void {
    const endpoint = this.endpoint(name);
    if (settings.script !== undefined) {
      endpoint.script = settings.script;
      endpoint.scriptStart = endpoint.attempts;
    }
    if (settings.secret !== undefined) endpoint.secret = settings.secret ?? undefined;
    if (atStart) {
      this.configured.set(name, { script: endpoint.script, secret: endpoint.secret });
    }
  }

  /** The endpoint called `name`, made on first use. */
  endpoint(name: string): Endpoint {
    let endpoint = this.endpoints.get(name);
    if (!endpoint) {
      if (this.endpoints.size >= MAX_ENDPOINTS) this.dropIdlest();
      const given = this.configured.get(name);
      endpoint = {
        name,
        script: given?.script ?? [],
        secret: given?.secret,
        scriptStart: 0,
        attempts: 0,
        requests: [],
        lastActive: Date.now(),
      };
      this.endpoints.set(name, endpoint);
    }
    return endpoint;
  }

  /** A request arrived at `name`: its endpoint, and its place among the endpoint's requests. */
  arrive(name: string): { endpoint: Endpoint; index: number } {
    const endpoint = this.endpoint(name);
    endpoint.lastActive = Date.now();
    const index = endpoint.attempts;
    endpoint.attempts += 1;
    return { endpoint, index };
  }

  /** Keeps a captured request (dropping its endpoint's oldest past the limit). */
  keep(endpoint: Endpoint, request: Omit<CapturedRequest, 'id'>): CapturedRequest {
    const captured: CapturedRequest = { id: `whr_${this.nextId++}`, ...request };
    endpoint.requests.push(captured);
    if (endpoint.requests.length > this.limits.keep) {
      endpoint.requests.splice(0, endpoint.requests.length - this.limits.keep);
    }
    return captured;
  }

  list(): EndpointView[] {
    return [...this.endpoints.values()].map((endpoint) => ({
      name: endpoint.name,
      requestCount: endpoint.attempts,
      lastRequestAt: endpoint.requests.at(-1)?.receivedAt,
      scriptLength: typeof endpoint.script === 'function' ? 1 : endpoint.script.length,
      verifiesSignatures: endpoint.secret !== undefined,
    }));
  }

  /** An endpoint's kept requests, newest first. */
  requests(name: string): CapturedRequest[] | undefined {
    return this.endpoints.get(name)?.requests.slice().reverse();
  }

  /** Forgets an endpoint's requests (its script and secret stay). */
  clearRequests(name: string): void {
    const endpoint = this.endpoints.get(name);
    if (endpoint) endpoint.requests = [];
  }

  /** A reset: every endpoint and request goes; the endpoints given at start come back empty. */
  clear(): void {
    this.endpoints.clear();
    this.nextId = 1;
  }

  private dropIdlest(): void {
    let idlest: Endpoint | undefined;
    for (const endpoint of this.endpoints.values()) {
      if (!idlest || endpoint.lastActive < idlest.lastActive) idlest = endpoint;
    }
    if (idlest) this.endpoints.delete(idlest.name);
  }
}
