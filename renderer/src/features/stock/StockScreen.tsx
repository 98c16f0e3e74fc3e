// Stock: the videox and retailx stock grids on two tabs; each tab's job is in the route, so leaving and
// coming back (or a reload) shows its results again. The editors are keyed by profile: drafts are per profile.
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useActiveProfile } from '../../api/queries';
import { RetailxStock } from './RetailxStock';
import { VideoxStock } from './VideoxStock';
import './stock.css';

const route = getRouteApi('/stock');

export function StockScreen() {
  const intl = useIntl();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/stock' });
  const profile = useActiveProfile();
  const tab = search.tab ?? 'videox';
  const key = profile?.id ?? 'none';
  return (
    <div className="screen stock-screen">
      <Tabs selectedKey={tab} onSelectionChange={(k) => void navigate({ search: (s) => ({ ...s, tab: k === 'retailx' ? 'retailx' : 'videox' }) })}>
        {/* The title and the tabs share a line: the grid below keeps the window's height (issue 17). */}
        <div className="stock-head">
          <h1>
            <FormattedMessage id="stock.title" />
          </h1>
          <TabList className="tabs" aria-label={intl.formatMessage({ id: 'stock.tabs' })}>
            <Tab id="videox" className="tab">
              <FormattedMessage id="stock.tab.videox" />
            </Tab>
            <Tab id="retailx" className="tab">
              <FormattedMessage id="stock.tab.retailx" />
            </Tab>
          </TabList>
        </div>
        <TabPanel id="videox" className="tab-panel">
          <VideoxStock key={key} jobId={search.videoxJob ?? null} onJobId={(id) => void navigate({ search: (s) => ({ ...s, videoxJob: id ?? undefined }) })} />
        </TabPanel>
        <TabPanel id="retailx" className="tab-panel">
          <RetailxStock key={key} jobId={search.retailxJob ?? null} onJobId={(id) => void navigate({ search: (s) => ({ ...s, retailxJob: id ?? undefined }) })} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
