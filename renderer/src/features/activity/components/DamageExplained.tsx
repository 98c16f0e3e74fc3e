// What a damaged journal lost, in plain words: one sentence per problem the main process found.
import { FormattedMessage } from 'react-intl';
import type { JobDamage } from '../../../../../shared/ipc';

type Problem = JobDamage['problems'][number];

function ProblemText({ problem }: { problem: Problem }) {
  const line = problem.line === null ? 'none' : String(problem.line);
  switch (problem.kind) {
    case 'unreadable-line':
      return <FormattedMessage id="activity.damage.unreadableLine" values={{ line }} />;
    case 'missing-lines':
      return <FormattedMessage id="activity.damage.missingLines" values={{ line }} />;
    case 'out-of-order-line':
      return <FormattedMessage id="activity.damage.outOfOrder" values={{ line }} />;
    case 'rows-missing':
      return <FormattedMessage id="activity.damage.rowsMissing" values={{ from: problem.fromRow ?? '?', to: problem.toRow ?? problem.fromRow ?? '?' }} />;
    default:
      // A kind added on the main side later: its own English sentence until it gets a text here.
      return <span lang="en">{(problem as Problem).message}</span>;
  }
}

export function DamageExplained({ damage }: { damage: JobDamage }) {
  return (
    <>
      <li>
        <FormattedMessage id="activity.unfinished.damaged" />
        <ul>
          {damage.problems.map((p, i) => (
            <li key={i} data-problem={p.kind}>
              <ProblemText problem={p} />
            </li>
          ))}
          {damage.missingRows > 0 ? (
            <li>
              <FormattedMessage id="activity.damage.missingRows" values={{ count: damage.missingRows }} />
            </li>
          ) : null}
        </ul>
      </li>
      <li>
        <FormattedMessage id="activity.damage.never" />
      </li>
    </>
  );
}
