// Batch rename of inbound shipments: sid, confirmation id and the new name per row; results per row in place.
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { BulkEditor } from '../../components/grid/bulk/BulkEditor';
import { jobLabel } from '../../components/job';
import { RENAME_COLUMNS } from './columns';

const route = getRouteApi('/inbound-shipments');

export function InboundShipmentsScreen() {
  const intl = useIntl();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/inbound-shipments' });
  return (
    <div className="screen">
      <h1>
        <FormattedMessage id="inboundShipments.title" />
      </h1>
      <p className="hint">
        <FormattedMessage id="inboundShipments.intro" />
      </p>
      <BulkEditor
        name="rename-shipments"
        operation="renameShipments"
        columns={RENAME_COLUMNS}
        common={null}
        target={intl.formatMessage({ id: 'inboundShipments.target' })}
        jobLabel={jobLabel('inboundShipments.job')}
        gridLabel={intl.formatMessage({ id: 'inboundShipments.grid' })}
        jobId={search.job ?? null}
        onJobId={(id) => void navigate({ search: (s) => ({ ...s, job: id ?? undefined }) })}
      />
    </div>
  );
}
