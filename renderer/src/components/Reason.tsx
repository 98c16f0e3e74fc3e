// The view of the one reason rule (i18n/reason.ts): our words, what to change, the vendor's words once, and
// codes and keys only behind "Details".
import { useIntl } from 'react-intl';
import { reasonParts, type ReasonParts } from '../i18n/reason';

/** Vendor text is often Chinese, sometimes English: marked by what it is, so it is read (and voiced) right. */
export const langOf = (text: string) => (/[\u3400-\u9fff]/.test(text) ? 'zh-CN' : 'en');

export function ReasonView({ parts }: { parts: ReasonParts }) {
  const intl = useIntl();
  if (!parts.ours && !parts.vendor && !parts.fix) return null;
  return (
    <span className="vendor-reason" data-retryable={parts.retryable || undefined}>
      {parts.ours ? <span className="reason-ours">{parts.ours}</span> : null}
      {parts.fix ? (
        <>
          {parts.ours && intl.locale !== 'zh-CN' ? ' ' : null}
          <span className="reason-fix">{parts.fix}</span>
        </>
      ) : null}
      {parts.vendor ? (
        <span className={parts.ours ? 'small muted' : undefined}>
          {parts.ours || parts.fix ? ` ${intl.formatMessage({ id: 'errors.vendorSaid' })} ` : null}
          <bdi className="vendor-text" lang={langOf(parts.vendor)} translate="no">
            {parts.vendor}
          </bdi>
        </span>
      ) : null}
      {parts.details.length > 0 ? (
        <details className="reason-details small muted">
          <summary>{intl.formatMessage({ id: 'reason.details' })}</summary>
          {parts.details.map((d) => (
            <span key={d.label} className="reason-detail">
              {intl.formatMessage({ id: d.label })} <code translate="no">{d.value}</code>
            </span>
          ))}
        </details>
      ) : null}
    </span>
  );
}

/** One reason from its code and the words that came with it. */
export function Reason({ code, reason }: { code: string | null | undefined; reason: string | null | undefined }) {
  const intl = useIntl();
  return <ReasonView parts={reasonParts(intl, code, reason)} />;
}
