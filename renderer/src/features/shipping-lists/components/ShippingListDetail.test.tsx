import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge } from '../../../testing/fake-bridge';
import { renderWithProviders } from '../../../testing/render';
import type { ShippingDetail } from '../queries';
import { ShippingListDetail } from './ShippingListDetail';

/** A list as the sample shows it at its emptiest: every optional field null, arrays null. */
function allNull(): ShippingDetail {
  const keys = [
    'id', 'platformCode', 'shippingListCode', 'shippingListStatus', 'shippingListStatusDesc', 'pickingStatus', 'pickingStatusDesc',
    'warehouseId', 'logisticsProviderId', 'logisticsChannelId', 'arrivalTime', 'headFeeType', 'headFeeTypeName', 'logisticsCode',
    'appointmentPickupTime', 'createUserId', 'createUserName', 'createTime', 'deliveryUserId', 'deliveryUserName', 'deliveryTime',
    'sailTime', 'expectedArrivalTime', 'actualDueTime', 'orderLogisticsStatus', 'actualDeliveryTime', 'shippingListRemark',
    'hasAutoDeduction', 'hasHandCheckSpace', 'goodsTotalData',
  ];
  const d: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, null]));
  for (const list of ['shippingListFiles', 'principals', 'goodsExtDetails', 'accessoriesDetails', 'logisticsDetails', 'firstLetListResponseList']) d[list] = [];
  return d as ShippingDetail;
}

function withLine(): ShippingDetail {
  const d = allNull();
  const line: Record<string, unknown> = { specInfo: null, whbCodeInfo: [] };
  const headLeg: Record<string, unknown> = { transportationCost: '10.10', taxCost: null, otherCost: '0.20', totalCost: null, logisticsNumber: [] };
  return { ...d, shippingListCode: 'FH1', pickingStatus: -1, pickingStatusDesc: '', goodsExtDetails: [line], firstLetListResponseList: [headLeg, { ...headLeg, transportationCost: '5.05' }] } as ShippingDetail;
}

describe('the shipping-list detail', () => {
  it('shows every null field as an en dash, never "null", and does not crash', () => {
    const { container } = renderWithProviders(<ShippingListDetail d={allNull()} />, { bridge: fakeBridge() });
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/null|undefined|NaN|Invalid Date/);
    expect(container.querySelectorAll('.empty-value').length).toBeGreaterThan(15);
    expect(screen.getByText('No goods lines.')).toBeTruthy();
    expect(screen.getByText('No head-leg cost lines.')).toBeTruthy();
  });

  it('reads pickingStatus −1 as not allocated; a goods line of nulls and head-leg totals from decimal text', () => {
    const { container } = renderWithProviders(<ShippingListDetail d={withLine()} />, { bridge: fakeBridge() });
    expect(container.querySelector('[data-picking="-1"]')?.textContent).toContain('Not allocated');
    expect(container.querySelectorAll('tr[data-goods-line]').length).toBe(1);
    expect(container.querySelector('[data-total="freight"]')?.textContent).toBe('15.15');
    expect(container.querySelector('[data-total="other"]')?.textContent).toBe('0.40');
    expect(container.querySelector('[data-total="tax"]')?.textContent).toBe('—');
    expect(container.querySelector('svg[data-bars="2"]')).toBeTruthy();
    expect(container.textContent ?? '').not.toMatch(/null|undefined|NaN/);
  });

  it('renders zh-CN', () => {
    renderWithProviders(<ShippingListDetail d={withLine()} />, { bridge: fakeBridge(), locale: 'zh-CN' });
    expect(screen.getByText('未分配')).toBeTruthy();
  });
});
