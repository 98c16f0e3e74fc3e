// One Code 128 barcode as inline SVG, sized in millimetres for paper: the module (narrowest bar) is as wide as
// the space allows up to `maxModuleMm`, with the quiet zone of 10 modules each side that scanners need. Bars
// narrower than a scanner reads are not printed: the space says so instead (barcode.ts, MIN_READABLE_MODULE_MM).
import { FormattedMessage, useIntl } from 'react-intl';
import { fitBarcode, MIN_READABLE_MODULE_MM, QUIET_MODULES } from './barcode';

export interface BarcodeProps {
  value: string;
  /** Width the barcode may take, quiet zones included. */
  maxWidthMm: number;
  heightMm: number;
  /** 0.33 mm is the nominal Code 128 module; thermal labels go lower to fit. */
  maxModuleMm?: number;
}

export function Barcode({ value, maxWidthMm, heightMm, maxModuleMm = 0.33 }: BarcodeProps) {
  const intl = useIntl();
  const fit = fitBarcode(value, maxWidthMm, maxModuleMm);
  if (fit.kind === 'unscannable') {
    return (
      <span className="barcode-missing">
        <FormattedMessage id="shippingLists.print.noCode" />
      </span>
    );
  }
  if (fit.kind === 'tooNarrow') {
    const mm = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 2 });
    return (
      <span className="barcode-missing" data-barcode-too-long={value}>
        <FormattedMessage id="shippingLists.print.tooLong" values={{ module: mm(fit.moduleMm), min: mm(MIN_READABLE_MODULE_MM), width: mm(fit.neededMm) }} />
      </span>
    );
  }
  const { code, moduleMm } = fit;
  return (
    <span
      className="barcode"
      role="img"
      aria-label={value}
      data-barcode={value}
      style={{ width: `${(code.modules * moduleMm).toFixed(3)}mm`, height: `${heightMm}mm`, padding: `0 ${(QUIET_MODULES * moduleMm).toFixed(3)}mm` }}
      // bwip-js builds the markup from the value alone (no user HTML reaches it); React cannot parse SVG text.
      dangerouslySetInnerHTML={{ __html: code.svg }}
    />
  );
}
