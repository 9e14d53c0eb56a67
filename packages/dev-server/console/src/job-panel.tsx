/**
 * The foreground job: its progress live from `job:updated`, then its outcome (`heading`,
 * `message`, the acknowledge button sending `outcome/ack`, and `next` handled as the hosted UI
 * does). An outcome whose `trigger` is automatic takes its `next` by itself.
 * @module
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Schemas } from './api';
import { useConsole } from './console-context';
import { Modal } from './modal';
import { OutcomeNext, useFollowNext } from './outcome-next';

type Job = Schemas['Job'];

// The wire's statuses (the hosted client's `complete`, not the description's `completed`).
const FINISHED = new Set(['complete', 'failed', 'canceled']);

export function JobPanel(props: { jobId: string; onClose(): void }) {
  const { api, hub } = useConsole();
  const [job, setJob] = useState<Job | undefined>();
  const [error, setError] = useState<string | undefined>();
  const follow = useFollowNext();
  const followedAutomatically = useRef(false);

  const load = () =>
    api
      .get<{ data: Job }>(`/v1/jobs/${encodeURIComponent(props.jobId)}`)
      .then(({ data }) => setJob(data))
      .catch((failure: Error) => setError(failure.message));

  useEffect(() => {
    void load();
    return hub.subscribe((event) => {
      if (event.context.jobId !== props.jobId) return;
      const payload = event.payload as Schemas['JobEventPayload'];
      if (event.topic === 'job:updated' || event.topic === 'job:ready') {
        setJob((old) =>
          old
            ? {
                ...old,
                status: payload.status,
                progress: payload.progress ?? old.progress,
                info: payload.info ?? old.info,
              }
            : old,
        );
      }
      if (
        event.topic === 'job:completed' ||
        event.topic === 'job:failed' ||
        event.topic === 'job:ready'
      ) {
        void load();
      }
    });
  }, [props.jobId]);

  const finished = job !== undefined && FINISHED.has(job.status);
  const outcome = job?.outcome;
  const trigger = typeof outcome?.trigger === 'string' ? outcome.trigger : outcome?.trigger?.type;

  useEffect(() => {
    if (!finished || !job || !outcome?.next || followedAutomatically.current) return;
    if (trigger !== 'automatic' && trigger !== 'automatic_silent') return;
    followedAutomatically.current = true;
    void follow(job, outcome.next).then(() => {
      if (trigger === 'automatic_silent') void acknowledge();
    });
  }, [finished, trigger]);

  const acknowledge = async () => {
    if (
      job &&
      job.mode !== 'background' &&
      !job.outcomeAcknowledgedAt &&
      FINISHED.has(job.status) &&
      job.status !== 'canceled'
    ) {
      try {
        await api.post(`/v1/jobs/${encodeURIComponent(job.id)}/outcome/ack`);
      } catch (failure) {
        setError((failure as Error).message);
        return;
      }
    }
    props.onClose();
  };

  const title = finished
    ? (outcome?.heading ?? (job?.status === 'complete' ? 'Done' : `Job ${job?.status}`))
    : `${job?.operation ?? 'Job'} running`;
  return (
    <Modal title={title} testId="job-panel" onClose={props.onClose}>
      {error && <p class="error-text">{error}</p>}
      {job && !finished && (
        <div class="job-progress">
          <progress max={100} value={job.progress ?? 0} aria-label="Job progress" />
          <span data-testid="job-progress">{job.progress ?? 0}%</span>
          <p class="muted">{job.info ?? job.status}</p>
        </div>
      )}
      {job && finished && (
        <div class="job-outcome" data-status={job.status}>
          {outcome?.message && <p class="outcome-message">{outcome.message}</p>}
          {!outcome?.message && job.info && <p class="outcome-message">{job.info}</p>}
          {outcome?.next && <OutcomeNext job={job} next={outcome.next} onFollowed={acknowledge} />}
          <div class="modal-buttons">
            {!outcome?.hideDefaultButton && (
              <button type="button" class="primary" onClick={acknowledge}>
                {outcome?.buttonText ?? 'Acknowledge'}
              </button>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
