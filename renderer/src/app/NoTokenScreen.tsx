// Shown in a browser tab opened without the launch token.
import { FormattedMessage } from 'react-intl';

export function NoTokenScreen() {
  return (
    <div className="shell">
      <header className="topbar">
        <span className="brand">
          <FormattedMessage id="shell.brand" />
        </span>
      </header>
      <main className="content">
        <h1>
          <FormattedMessage id="shell.noToken.title" />
        </h1>
        <p>
          <FormattedMessage id="shell.noToken.body" />
        </p>
      </main>
    </div>
  );
}
