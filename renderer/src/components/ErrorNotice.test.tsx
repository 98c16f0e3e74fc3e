import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BridgeError } from '../bridge/client';
import { fakeBridge } from '../testing/fake-bridge';
import { renderWithProviders } from '../testing/render';
import { ErrorNotice, VendorReason } from './ErrorNotice';

describe('errors as the user reads them', () => {
  it('a vendor error in zh-CN: the meaning translated, the vendor’s words untouched, the fields in Chinese', () => {
    const err = new BridgeError({
      code: '2001002',
      message: 'picking: The app secret is not correct',
      details: { messageKey: 'vendor.2001002', vendorMessage: 'app secret error', issues: [{ path: 'shippingIdList[0]', message: 'must not be blank', code: 'blank', values: {} }] },
    });
    renderWithProviders(<ErrorNotice error={err} />, { bridge: fakeBridge(), locale: 'zh-CN' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('appSecret 不正确，请重新设置。');
    expect(alert.textContent).toContain('服务原文： app secret error');
    expect(alert.textContent).toContain('shippingIdList[0] 不能为空白');
  });

  it('a row refused by the vendor: its reason as written, with the code’s meaning beside it', () => {
    renderWithProviders(<VendorReason code="103" reason="操作过于频繁，请稍后再试" />, { bridge: fakeBridge() });
    expect(screen.getByText('操作过于频繁，请稍后再试').getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByText(/The service asks to slow down/)).toBeTruthy();
  });

  it('a row Opsdesk itself could not settle: only the translated sentence (its reason is Opsdesk’s own text)', () => {
    renderWithProviders(<VendorReason code="CONNECTION_RESET" reason="The connection broke after the request was sent; whether it was applied is unknown." />, {
      bridge: fakeBridge(),
      locale: 'zh-CN',
    });
    expect(document.body.querySelector('.reason-ours')?.textContent).toBe('请求发出后连接中断，是否生效未知。');
    expect(document.body.querySelector('.vendor-text')).toBeNull();
    // The code is no part of the sentence: it is behind the Details disclosure.
    expect(screen.getByText('详情').closest('details')?.textContent).toContain('CONNECTION_RESET');
  });

  it('a row answered by a gateway error page: why it cannot be trusted, in the reader’s language', () => {
    for (const [locale, why] of [
      ['en', /also after the service has acted, so whether this was applied is unknown: check the back office/],
      ['zh-CN', /服务已执行后网关也可能这样返回，因此是否生效未知/],
    ] as const) {
      const view = renderWithProviders(<VendorReason code="GATEWAY_ERROR" reason="The vendor's gateway answered with an error page (HTTP 5xx)…" />, { bridge: fakeBridge(), locale });
      expect(view.container.textContent).toMatch(why);
      view.unmount();
    }
  });

  it('a reason without a code is shown as it came', () => {
    renderWithProviders(<VendorReason code={null} reason="当前库存调整未完成，不支持修改" />, { bridge: fakeBridge() });
    expect(document.body.textContent).toBe('当前库存调整未完成，不支持修改');
  });
});
