/**
 * Every job of the environment, newest first, each with its timeline (created, ready, each
 * progress, outcome) from the event log; a job can be created by hand, executed, retried or
 * canceled from here.
 * @module
 */
import { useEffect, useState } from 'preact/hooks';
import type { Schemas } from './api';
import { useConsole, useHubVersion } from './console-context';

type Job = Schemas['Job'];

const PAGE = 100;

function describeEvent(topic: string, payload: Schemas['JobEventPayload']): string {
  if (topic === 'job:updated' && payload.progress !== undefined) {
    return `progress ${payload.progress}%${payload.info ? ` · ${payload.info}` : ''}`;
  }
  return `${topic.replace('job:', '')}${payload.info ? ` · ${payload.info}` : ''}`;
}

export function JobsPage(props: { jobId?: string }) {
  const { api, hub, environmentId, watchJob, notify } = useConsole();
  const hubVersion = useHubVersion(hub);
  const [jobs, setJobs] = useState<Job[]>([]);
  const [open, setOpen] = useState<string | undefined>(props.jobId);
  const [error, setError] = useState<string | undefined>();

  const jobEventCount = hub.events.filter((event) => event.domain === 'job').length;
  useEffect(() => {
    api
      .get<{ data: Job[] }>('/v1/jobs', {
        query: { environmentId, pageSize: PAGE, sortDirection: 'desc' },
      })
      .then(({ data }) => {
        setJobs(data);
        setError(undefined);
      })
      .catch((failure: Error) => setError(failure.message));
  }, [api, environmentId, jobEventCount]);

  const act = (job: Job, move: 'execute' | 'retry' | 'cancel') =>
    api
      .post(`/v1/jobs/${encodeURIComponent(job.id)}/${move}`)
      .catch((failure: Error) => notify(failure.message));

  return (
    <section class="jobs-page" data-version={hubVersion}>
      <h1>Jobs</h1>
      <CreateJobForm />
      {error && <p class="error-text">{error}</p>}
      {jobs.length === 0 && <p class="muted">No jobs yet.</p>}
      <ul class="job-list">
        {jobs.map((job) => (
          <li key={job.id} class="job-item" data-job-id={job.id}>
            <button
              type="button"
              class="job-summary"
              onClick={() => setOpen(open === job.id ? undefined : job.id)}
            >
              <span class={`status status-${job.status}`}>{job.status}</span>
              <span>
                {job.type}:{job.operation}
              </span>
              <span class="muted">{job.id}</span>
              {job.progress !== undefined && <span class="muted">{job.progress}%</span>}
              <span class="muted">{new Date(job.createdAt).toLocaleString()}</span>
            </button>
            {open === job.id && (
              <div class="job-detail">
                <ol class="timeline">
                  {hub.jobEvents(job.id).map((event) => (
                    <li key={event.id}>
                      <time>{new Date(event.createdAt).toLocaleTimeString()}</time>{' '}
                      {describeEvent(event.topic, event.payload as Schemas['JobEventPayload'])}
                    </li>
                  ))}
                  {job.outcome?.heading && <li>outcome: {job.outcome.heading}</li>}
                  {job.outcome?.message && <li class="outcome-message">{job.outcome.message}</li>}
                </ol>
                <div class="job-buttons">
                  <button type="button" onClick={() => watchJob(job.id)}>
                    Show
                  </button>
                  {(job.status === 'created' || job.status === 'planning') && (
                    <button type="button" onClick={() => act(job, 'execute')}>
                      Execute
                    </button>
                  )}
                  {(job.status === 'failed' || job.status === 'canceled') && (
                    <button type="button" onClick={() => act(job, 'retry')}>
                      Retry
                    </button>
                  )}
                  {!['complete', 'failed', 'canceled'].includes(job.status) && (
                    <button type="button" onClick={() => act(job, 'cancel')}>
                      Cancel
                    </button>
                  )}
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Creates any job by hand, ready at once, as a listener author does to try a handler. */
function CreateJobForm() {
  const { api, environmentId, watchJob, notify } = useConsole();
  const [type, setType] = useState<Schemas['JobType']>('workbook');
  const [operation, setOperation] = useState('');
  const [source, setSource] = useState('');
  return (
    <form
      class="create-job"
      onSubmit={(event) => {
        event.preventDefault();
        api
          .post<{ data: Job }>('/v1/jobs', {
            body: { type, operation, source, trigger: 'immediate', environmentId },
          })
          .then(({ data }) => watchJob(data.id))
          .catch((failure: Error) => notify(failure.message));
      }}
    >
      <strong>Trigger a job</strong>
      <select
        value={type}
        onChange={(event) =>
          setType((event.target as HTMLSelectElement).value as Schemas['JobType'])
        }
      >
        {['workbook', 'sheet', 'space', 'file', 'document', 'app'].map((value) => (
          <option key={value}>{value}</option>
        ))}
      </select>
      <input
        required
        placeholder="operation (submit)"
        aria-label="Operation"
        value={operation}
        onInput={(event) => setOperation((event.target as HTMLInputElement).value)}
      />
      <input
        required
        placeholder="source id (us_wb_…)"
        aria-label="Source id"
        value={source}
        onInput={(event) => setSource((event.target as HTMLInputElement).value)}
      />
      <button type="submit">Create</button>
    </form>
  );
}
