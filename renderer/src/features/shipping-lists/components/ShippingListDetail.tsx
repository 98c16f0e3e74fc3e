// The detail view of one shipping list: every part of spec §2.3. Each nullable field shows an en dash.
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/Button';
import { Panel } from '../../../components/Panel';
import { DETAIL_MARKS, type ShippingDetail } from '../queries';
import { AccessoriesSection, HeadLegSection, LogisticsSection } from './CostSections';
import { DetailHeader } from './DetailHeader';
import { GoodsTable } from './GoodsTable';
import { ListStatus, PickingStatus } from './status';
import { Empty, V, isBlank } from './values';

/** Marks when the detail is painted, so the bench can measure answer → screen. */
function useRenderedMark(d: ShippingDetail) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => performance.mark(DETAIL_MARKS.rendered, { detail: d.shippingListCode }));
    return () => cancelAnimationFrame(frame);
  }, [d]);
}

export function ShippingListDetail({ d, onPrint }: { d: ShippingDetail; onPrint?: (kind: 'sheet' | 'labels') => void }) {
  useRenderedMark(d);
  return (
    <article className="shipping-detail" aria-labelledby="detail-title" data-detail-code={d.shippingListCode ?? ''}>
      <header className="detail-title-row">
        {/* tabIndex -1: the heading takes the focus when the detail is opened (detail-reveal.ts), never a tab stop. */}
        <h2 id="detail-title" tabIndex={-1}>
          <FormattedMessage id="shippingLists.detail.title" values={{ code: d.shippingListCode ?? '—' }} />
        </h2>
        <ListStatus status={d.shippingListStatus} desc={d.shippingListStatusDesc} />
        <PickingStatus status={d.pickingStatus} desc={d.pickingStatusDesc} />
        <span className="muted small">
          <FormattedMessage id="shippingLists.detail.id" values={{ id: d.id ?? '—' }} />
        </span>
        {onPrint ? (
          <span className="detail-print">
            <Button onPress={() => onPrint('sheet')}>
              <FormattedMessage id="shippingLists.print.sheetButton" values={{ count: 0 }} />
            </Button>
            <Button onPress={() => onPrint('labels')}>
              <FormattedMessage id="shippingLists.print.labelsButton" />
            </Button>
          </span>
        ) : null}
      </header>
      <DetailHeader d={d} />
      <Panel id="goods" title={<FormattedMessage id="shippingLists.goods.title" values={{ count: d.goodsExtDetails.length }} />}>
        <GoodsTable lines={d.goodsExtDetails} />
      </Panel>
      <Panel id="accessories" title={<FormattedMessage id="shippingLists.accessories.title" />}>
        <AccessoriesSection items={d.accessoriesDetails} />
      </Panel>
      <Panel id="logistics" title={<FormattedMessage id="shippingLists.logistics.title" />}>
        <LogisticsSection records={d.logisticsDetails} />
      </Panel>
      <Panel id="head-leg" title={<FormattedMessage id="shippingLists.headLeg.title" />}>
        <HeadLegSection lines={d.firstLetListResponseList} list={d} />
      </Panel>
      <div className="detail-pair">
        <Panel id="files" title={<FormattedMessage id="shippingLists.files.title" />}>
          {d.shippingListFiles.length === 0 ? (
            <p className="muted"><FormattedMessage id="shippingLists.files.none" /></p>
          ) : (
            <ul className="plain-list">
              {d.shippingListFiles.map((file, i) => (
                <li key={file.shippingListFileKey ?? i}>
                  {isBlank(file.shippingListFileUrl) ? (
                    <V v={file.shippingListFileName} zh />
                  ) : (
                    <a href={file.shippingListFileUrl} target="_blank" rel="noreferrer noopener">
                      {file.shippingListFileName ?? file.shippingListFileKey ?? file.shippingListFileUrl}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel id="remarks" title={<FormattedMessage id="shippingLists.remarks.title" />}>
          {isBlank(d.shippingListRemark) ? <Empty /> : <p lang="zh-CN" className="remark">{d.shippingListRemark}</p>}
        </Panel>
      </div>
    </article>
  );
}
