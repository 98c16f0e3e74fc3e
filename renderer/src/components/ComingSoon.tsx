// The placeholder of a screen another part of the work delivers: says so in the user's language.
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/catalogue';

export function ComingSoon({ title, summary }: { title: MessageId; summary: MessageId }) {
  return (
    <div className="coming-soon">
      <h1>
        <FormattedMessage id={title} />
      </h1>
      <p>
        <FormattedMessage id={summary} />
      </p>
      <p>
        <FormattedMessage id="common.comingSoon.body" />
      </p>
      <p className="hint">
        <FormattedMessage id="common.comingSoon.hint" />
      </p>
    </div>
  );
}
