// The list's header facts (spec §2.3 top level): who, when, where, how the head-leg cost is allocated.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFormat } from '../../../i18n/format';
import type { MessageId } from '../../../i18n/catalogue';
import { goodsTotals, type ShippingDetail } from '../queries';
import { AllFields } from './AllFields';
import { Coded } from './Coded';
import { Empty, V, YesNo, isBlank } from './values';

function Fact({ label, children }: { label: MessageId; children: ReactNode }) {
  return (
    <div className="fact">
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function PersonAt({ name, at }: { name: string | null; at: string | null }) {
  const f = useFormat();
  if (isBlank(name) && isBlank(at)) return <Empty />;
  return (
    <>
      <V v={name} zh /> · {isBlank(at) ? <Empty /> : f.vendorTime(at)}
    </>
  );
}

/** The list's own fields; its goods, accessories, logistics and head-leg lines have their own panels. */
function listFields(d: ShippingDetail): object {
  const { goodsExtDetails: _g, accessoriesDetails: _a, logisticsDetails: _l, firstLetListResponseList: _h, ...own } = d;
  return own;
}

export function DetailHeader({ d }: { d: ShippingDetail }) {
  const f = useFormat();
  const date = (v: string | null) => (isBlank(v) ? <Empty /> : f.vendorTime(v));
  const centres = (d.logisticsCode ?? '').split(':').filter((c) => c !== '');
  const totals = goodsTotals(d);
  return (
    <div className="detail-header">
      <dl className="fact-grid">
        <Fact label="shippingLists.f.platformCode"><V v={d.platformCode} /></Fact>
        <Fact label="shippingLists.f.warehouseId"><V v={d.warehouseId} /></Fact>
        <Fact label="shippingLists.f.logisticsProvider">
          <V v={d.logisticsProviderId} /> / <V v={d.logisticsChannelId} />
        </Fact>
        <Fact label="shippingLists.f.logisticsCode">
          {centres.length === 0 ? <Empty /> : centres.map((c) => <code key={c} className="chip">{c}</code>)}
        </Fact>
        <Fact label="shippingLists.f.orderLogisticsStatus"><V v={d.orderLogisticsStatus} zh /></Fact>
        <Fact label="shippingLists.f.headFeeType">
          <Coded table="headFeeType" code={d.headFeeType} vendor={d.headFeeTypeName} />
        </Fact>
        <Fact label="shippingLists.f.created"><PersonAt name={d.createUserName} at={d.createTime} /></Fact>
        <Fact label="shippingLists.f.delivered"><PersonAt name={d.deliveryUserName} at={d.deliveryTime} /></Fact>
        <Fact label="shippingLists.f.appointmentPickupTime">{date(d.appointmentPickupTime)}</Fact>
        <Fact label="shippingLists.f.actualDeliveryTime">{date(d.actualDeliveryTime)}</Fact>
        <Fact label="shippingLists.f.sailTime">{date(d.sailTime)}</Fact>
        <Fact label="shippingLists.f.expectedArrivalTime">{date(d.expectedArrivalTime)}</Fact>
        <Fact label="shippingLists.f.arrivalTime">{date(d.arrivalTime)}</Fact>
        <Fact label="shippingLists.f.actualDueTime">{date(d.actualDueTime)}</Fact>
        <Fact label="shippingLists.f.hasAutoDeduction"><YesNo v={d.hasAutoDeduction} /></Fact>
        <Fact label="shippingLists.f.hasHandCheckSpace"><YesNo v={d.hasHandCheckSpace} /></Fact>
        <Fact label="shippingLists.f.principals">
          {d.principals.length === 0 ? <Empty /> : <span lang="zh-CN">{f.items(d.principals.map((p) => p.principalUserName ?? p.principalUserId ?? '—'))}</span>}
        </Fact>
      </dl>
      <dl className="fact-grid fact-totals">
        <Fact label="shippingLists.f.mskuCount">{f.number(totals?.mskuCount)}</Fact>
        <Fact label="shippingLists.f.applyNum">{f.number(totals?.applyNum)}</Fact>
        <Fact label="shippingLists.f.shipmentsNum">{f.number(totals?.shipmentsNum)}</Fact>
        <Fact label="shippingLists.f.totalNw"><V v={totals?.totalNw} /></Fact>
        <Fact label="shippingLists.f.totalGw"><V v={totals?.totalGw} /></Fact>
        <Fact label="shippingLists.f.taxAmount"><V v={totals?.taxAmount} /></Fact>
      </dl>
      <AllFields record={listFields(d)} what={d.shippingListCode ?? ''} />
    </div>
  );
}
