// `?`: every shortcut of the app, and the way to About, updates and "Copy diagnostics" (Settings → About).
import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { AppDialog } from '../../components/Dialog';
import { SCREENS } from '../screens';

export function HelpOverlay({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  // Keys joined by + are pressed together; by / are alternatives.
  const rows: Array<[keys: string[], action: string, joiner?: ' + ' | ' / ']> = [
    [['Ctrl', 'K'], intl.formatMessage({ id: 'shell.help.palette' })],
    [['?'], intl.formatMessage({ id: 'shell.help.help' })],
    ...SCREENS.flatMap((s): Array<[string[], string]> =>
      s.shortcut === null ? [] : [[['Alt', String(s.shortcut)], intl.formatMessage({ id: 'shell.help.screen' }, { number: s.shortcut, screen: intl.formatMessage({ id: s.label }) })]],
    ),
    [['Tab'], intl.formatMessage({ id: 'shell.help.tab' })],
    [['↑', '↓', '←', '→'], intl.formatMessage({ id: 'shell.help.nav' }), ' / '],
    [['Esc'], intl.formatMessage({ id: 'shell.help.close' })],
    // The grid's own keys (components/grid): a grid is one tab stop, these work inside it.
    [['F2'], intl.formatMessage({ id: 'shell.help.gridEdit' })],
    [['F8', 'Shift+F8'], intl.formatMessage({ id: 'shell.help.gridError' }), ' / '],
    [['Ctrl+C', 'Ctrl+X', 'Ctrl+V'], intl.formatMessage({ id: 'shell.help.gridClipboard' }), ' / '],
    [['Ctrl', 'D'], intl.formatMessage({ id: 'shell.help.gridFill' })],
    [['Ctrl+Z', 'Ctrl+Y'], intl.formatMessage({ id: 'shell.help.gridUndo' }), ' / '],
    [['Enter'], intl.formatMessage({ id: 'shell.help.gridSort' })],
    [['Alt+←', 'Alt+→'], intl.formatMessage({ id: 'shell.help.gridWidth' }), ' / '],
    [['Alt', 'Shift', 'F'], intl.formatMessage({ id: 'shell.help.gridFit' })],
  ];
  return (
    <AppDialog isOpen={isOpen} onOpenChange={onOpenChange} title={<FormattedMessage id="shell.help.title" />}>
      <table className="shortcut-table">
        <thead className="visually-hidden">
          <tr>
            <th scope="col">
              <FormattedMessage id="shell.help.key" />
            </th>
            <th scope="col">
              <FormattedMessage id="shell.help.action" />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([keys, action, joiner = ' + ']) => (
            <tr key={action}>
              <td>
                {keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 ? joiner : ''}
                    <kbd>{k}</kbd>
                  </span>
                ))}
              </td>
              <td>{action}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="dialog-actions">
        <Button
          onPress={() => {
            onOpenChange(false);
            void navigate({ to: '/settings', search: { section: 'about' } });
          }}
        >
          <FormattedMessage id="shell.help.about" />
        </Button>
        <Button onPress={() => onOpenChange(false)} autoFocus>
          <FormattedMessage id="common.close" />
        </Button>
      </div>
    </AppDialog>
  );
}
