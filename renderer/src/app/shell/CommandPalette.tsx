// Ctrl+K: jump to any screen, open a shipping list by its code, switch theme or language, show the shortcuts.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Autocomplete, Header, Input, Menu, MenuItem, MenuSection, SearchField, useFilter, type Key } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppDialog } from '../../components/Dialog';
import { SCREENS } from '../screens';
import { usePreferences } from '../preferences';

/** A shipping-list code as staff type or scan it: letters, digits, - and _, with at least one digit. */
export const LIST_CODE = /^(?=.*\d)[A-Za-z0-9][A-Za-z0-9_-]{2,63}$/;

export function CommandPalette({ isOpen, onOpenChange, onHelp }: { isOpen: boolean; onOpenChange: (open: boolean) => void; onHelp: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const prefs = usePreferences();
  const [text, setText] = useState('');
  const { contains } = useFilter({ sensitivity: 'base' });
  const code = text.trim();
  const showOpenList = LIST_CODE.test(code);
  const otherLocale = prefs.locale === 'zh-CN' ? 'en' : 'zh-CN';

  const close = () => {
    onOpenChange(false);
    setText('');
  };
  const onAction = (key: Key) => {
    const k = String(key);
    close();
    if (k === 'open-list') void navigate({ to: '/shipping-lists', search: { code } });
    else if (k === 'theme') prefs.toggleTheme();
    else if (k === 'locale') prefs.setLocale(otherLocale);
    else if (k === 'help') onHelp();
    else {
      const screen = SCREENS.find((s) => s.path === k);
      if (screen) void navigate({ to: screen.path });
    }
  };

  return (
    <AppDialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      title={intl.formatMessage({ id: 'shell.palette.title' })}
      hideTitle
      className="palette"
    >
      <Autocomplete
        inputValue={text}
        onInputChange={setText}
        filter={(textValue, input, node) => node.key === 'open-list' || contains(textValue, input)}
      >
        <SearchField className="search" aria-label={intl.formatMessage({ id: 'shell.palette.input' })} autoFocus>
          <Input className="input" placeholder={intl.formatMessage({ id: 'shell.palette.input' })} />
        </SearchField>
        <Menu className="menu" onAction={onAction} renderEmptyState={() => <div className="menu-item muted"><FormattedMessage id="shell.palette.empty" /></div>}>
          {showOpenList ? (
            <MenuSection>
              <MenuItem id="open-list" className="menu-item" textValue={code}>
                <FormattedMessage id="shell.palette.openList" values={{ code: <strong>{code}</strong> }} />
              </MenuItem>
            </MenuSection>
          ) : null}
          <MenuSection>
            <Header className="menu-section-header">
              <FormattedMessage id="shell.palette.screens" />
            </Header>
            {SCREENS.map((s) => (
              <MenuItem key={s.path} id={s.path} className="menu-item" textValue={`${intl.formatMessage({ id: s.label })} ${s.keywords}`}>
                <FormattedMessage id={s.label} />
                {s.shortcut === null ? null : <kbd aria-hidden="true">Alt {s.shortcut}</kbd>}
              </MenuItem>
            ))}
          </MenuSection>
          <MenuSection>
            <Header className="menu-section-header">
              <FormattedMessage id="shell.palette.actions" />
            </Header>
            <MenuItem id="theme" className="menu-item" textValue={`${intl.formatMessage({ id: 'shell.palette.toggleTheme' })} theme dark light 主题`}>
              <FormattedMessage id="shell.palette.toggleTheme" />
            </MenuItem>
            <MenuItem id="locale" className="menu-item" textValue={`${intl.formatMessage({ id: 'shell.palette.switchLocale' }, { language: otherLocale === 'en' ? 'English' : '中文' })} language 语言`}>
              <FormattedMessage id="shell.palette.switchLocale" values={{ language: otherLocale === 'en' ? 'English' : '中文（简体）' }} />
            </MenuItem>
            <MenuItem id="help" className="menu-item" textValue={`${intl.formatMessage({ id: 'shell.palette.help' })} help ? 快捷键`}>
              <FormattedMessage id="shell.palette.help" />
              <kbd aria-hidden="true">?</kbd>
            </MenuItem>
          </MenuSection>
        </Menu>
      </Autocomplete>
    </AppDialog>
  );
}
