// Numbers, money, dates and durations for the active locale, all through Intl (react-intl's formatters).
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatFor } from './locale-format';

/** The vendor writes local times as `yyyy-MM-dd HH:mm:ss` without a zone: shown as written, in locale form. */
const VENDOR_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

export function useFormat() {
  const intl = useIntl();
  return useMemo(() => {
    const lf = formatFor(intl.locale);
    const empty = () => intl.formatMessage({ id: 'common.empty' });
    return {
      ...lf,
      number: (n: number | null | undefined, digits?: number) => (n === null || n === undefined ? empty() : lf.number(n, digits)),
      integer: (n: number) => lf.count(n),
      /** Money from the vendor's decimal text or a number (locale-format.ts: one way for every amount); "—" when none. */
      money: (amount: string | number | null | undefined, currency: string | null | undefined) =>
        amount === null || amount === undefined || amount === '' ? empty() : lf.money(amount, currency),
      /** An ISO instant (from Opsdesk) in the user's zone. */
      dateTime: (iso: string | null | undefined) => {
        if (!iso) return intl.formatMessage({ id: 'common.empty' });
        const d = new Date(iso);
        return Number.isNaN(d.getTime()) ? iso : intl.formatDate(d, { dateStyle: 'medium', timeStyle: 'medium' });
      },
      time: (iso: string | null | undefined) => {
        if (!iso) return intl.formatMessage({ id: 'common.empty' });
        const d = new Date(iso);
        return Number.isNaN(d.getTime()) ? iso : intl.formatTime(d, { timeStyle: 'medium' });
      },
      /** A vendor time (no zone): formatted in UTC so the wall-clock digits stay exactly as the vendor wrote them. */
      vendorTime: (text: string | null | undefined) => {
        if (!text) return intl.formatMessage({ id: 'common.empty' });
        const m = VENDOR_TIME.exec(text.trim());
        if (!m) return text;
        const [, y, mo, d, h, mi, s] = m;
        const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0)));
        return h === undefined
          ? intl.formatDate(date, { dateStyle: 'medium', timeZone: 'UTC' })
          : intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });
      },
      duration: (seconds: number | null | undefined) => {
        if (seconds === null || seconds === undefined) return intl.formatMessage({ id: 'common.empty' });
        const total = Math.max(0, Math.round(seconds));
        if (total < 60) return intl.formatMessage({ id: 'common.duration.seconds' }, { s: total });
        const m = Math.floor(total / 60);
        if (m < 60) return intl.formatMessage({ id: 'common.duration.minutes' }, { m, s: total % 60 });
        return intl.formatMessage({ id: 'common.duration.hours' }, { h: Math.floor(m / 60), m: m % 60 });
      },
    };
  }, [intl]);
}
