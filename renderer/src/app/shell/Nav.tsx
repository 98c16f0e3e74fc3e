// The sidebar: screens grouped by task, with their Alt+digit shortcut.
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppInfo } from '../../api/queries';
import { SCREENS } from '../screens';

export function Nav() {
  const intl = useIntl();
  const info = useAppInfo().data;
  const groups = (['work', 'app'] as const).map((g) => ({ group: g, screens: SCREENS.filter((s) => s.group === g) }));
  return (
    <nav className="sidebar" aria-label={intl.formatMessage({ id: 'nav.label' })}>
      {groups.map(({ group, screens }) => (
        <div key={group}>
          <div className="nav-group" aria-hidden="true">
            <FormattedMessage id={group === 'work' ? 'nav.group.work' : 'nav.group.app'} />
          </div>
          <ul>
            {screens.map((s) => (
              <li key={s.path}>
                <Link to={s.path} data-screen={s.path} aria-keyshortcuts={s.shortcut === null ? undefined : `Alt+${s.shortcut}`}>
                  <FormattedMessage id={s.label} />
                  {s.shortcut === null ? null : <kbd aria-hidden="true">{s.shortcut}</kbd>}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {info ? (
        <div className="sidebar-foot">
          <FormattedMessage id="shell.version" values={{ name: info.name, version: info.version, host: info.host }} />
        </div>
      ) : null}
    </nav>
  );
}
