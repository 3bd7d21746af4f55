import { messages as m } from './messages';
import { STEPS } from './steps';

/** The steps as a list, the current one marked with aria-current="step" and the ones before it as completed. */
export function Progress({ current }: { current: number }) {
  return (
    <ol className="vendor-signup__progress" aria-label={m.progressLabel}>
      {STEPS.map((step, i) => (
        <li
          key={step.id}
          className={`vendor-signup__progress-item${i < current ? ' vendor-signup__progress-item--done' : ''}`}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className="vendor-signup__progress-number" aria-hidden="true">
            {i + 1}
          </span>
          <span className="vendor-signup__progress-name">{m.stepNames[i]}</span>
          {i < current && <span className="vendor-signup__hidden"> {m.completed}</span>}
        </li>
      ))}
    </ol>
  );
}
