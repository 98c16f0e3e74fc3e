// Language and theme of the active profile, applied at once.
import { Radio, RadioGroup, Label } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { Panel } from '../../../components/Panel';
import { usePreferences, type Theme } from '../../../app/preferences';
import { isLocale } from '../../../i18n/locales';

const THEMES: Theme[] = ['system', 'light', 'dark'];

export function AppearanceSection() {
  const prefs = usePreferences();
  return (
    <Panel id="appearance" title={<FormattedMessage id="settings.appearance.title" />}>
      <p className="hint section-intro">
        <FormattedMessage id="settings.appearance.intro" />
      </p>
      <div className="stack">
        <RadioGroup className="field" value={prefs.locale} onChange={(v) => isLocale(v) && prefs.setLocale(v)} orientation="horizontal">
          <Label>
            <FormattedMessage id="settings.appearance.locale" />
          </Label>
          <div className="radio-row">
            <Radio value="zh-CN" className="radio">
              <span lang="zh-CN">中文（简体）</span>
            </Radio>
            <Radio value="en" className="radio">
              <span lang="en">English</span>
            </Radio>
          </div>
        </RadioGroup>
        <RadioGroup className="field" value={prefs.theme} onChange={(v) => prefs.setTheme(v as Theme)} orientation="horizontal">
          <Label>
            <FormattedMessage id="settings.appearance.theme" />
          </Label>
          <div className="radio-row">
            {THEMES.map((t) => (
              <Radio key={t} value={t} className="radio">
                <FormattedMessage id={`settings.theme.${t}`} />
              </Radio>
            ))}
          </div>
        </RadioGroup>
      </div>
    </Panel>
  );
}
