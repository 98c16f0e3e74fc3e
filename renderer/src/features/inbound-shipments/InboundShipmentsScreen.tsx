// Batch rename of inbound shipments: sid, confirmation id and the new name per row; results per row in place.
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { BulkEditor } from '../../components/grid/bulk/BulkEditor';
import type { ColumnsOf } from '../../components/grid/model/types';
import { jobLabel } from '../../components/job';

const route = getRouteApi('/inbound-shipments');

const COLUMNS: ColumnsOf<'renameShipments'> = [
  { id: 'sid', field: 'sid', label: 'inboundShipments.col.sid', kind: 'id', width: 220, minWidth: 120, aliases: ['sid', 'store id', '店铺ID'] },
  { id: 'shipmentConfirmationId', field: 'shipmentConfirmationId', label: 'inboundShipments.col.shipmentConfirmationId', kind: 'text', width: 200, minWidth: 150, aliases: ['shipment id', 'shipment confirmation id', '货件编号', '货件ID'] },
  { id: 'shipmentName', field: 'shipmentName', label: 'inboundShipments.col.shipmentName', kind: 'text', width: 320, minWidth: 180, aliases: ['name', 'shipment name', '名称', '货件名称'] },
];

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
        columns={COLUMNS}
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
