// Settings: profiles (base URL, appId, the secret write-only, test connection), team mode of a live profile, the sandbox (reset, training
// switches), language and theme. The open section is in the URL.
import { getRouteApi } from '@tanstack/react-router';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { AboutSection } from './components/AboutSection';
import { AppearanceSection } from './components/AppearanceSection';
import { ProfilesSection } from './components/ProfilesSection';
import { SandboxSection } from './components/SandboxSection';
import { ScheduledSyncsSection } from './components/ScheduledSyncsSection';
import { TeamSection } from './components/TeamSection';
import { SETTINGS_SECTIONS, type SettingsSearch } from './search';

const route = getRouteApi('/settings');
type Section = NonNullable<SettingsSearch['section']>;

export function SettingsScreen() {
  const intl = useIntl();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const section: Section = search.section ?? 'profiles';
  const onSelect = (key: Key) => {
    const next = SETTINGS_SECTIONS.find((s) => s === key);
    if (next) void navigate({ search: (s) => ({ ...s, section: next }) });
  };
  return (
    <>
      <h1>
        <FormattedMessage id="settings.title" />
      </h1>
      <Tabs selectedKey={section} onSelectionChange={onSelect} className="settings-tabs">
        <TabList aria-label={intl.formatMessage({ id: 'settings.sections' })} className="tab-list">
          {SETTINGS_SECTIONS.map((s) => (
            <Tab key={s} id={s} className="tab">
              <FormattedMessage id={`settings.section.${s}`} />
            </Tab>
          ))}
        </TabList>
        <TabPanel id="profiles" className="tab-panel">
          <ProfilesSection />
        </TabPanel>
        <TabPanel id="team" className="tab-panel">
          <TeamSection />
        </TabPanel>
        <TabPanel id="schedules" className="tab-panel">
          <ScheduledSyncsSection />
        </TabPanel>
        <TabPanel id="sandbox" className="tab-panel">
          <SandboxSection />
        </TabPanel>
        <TabPanel id="appearance" className="tab-panel">
          <AppearanceSection />
        </TabPanel>
        <TabPanel id="about" className="tab-panel">
          <AboutSection />
        </TabPanel>
      </Tabs>
    </>
  );
}
