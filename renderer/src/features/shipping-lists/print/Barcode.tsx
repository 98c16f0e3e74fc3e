// One Code 128 barcode as inline SVG, sized in millimetres for paper: the module (narrowest bar) is as wide as
// the space allows up to `maxModuleMm`, with the quiet zone of 10 modules each side that scanners need.
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { code128 } from './barcode';

const QUIET_MODULES = 10;

export interface BarcodeProps {
  value: string;
  /** Width the barcode may take, quiet zones included. */
  maxWidthMm: number;
  heightMm: number;
  /** 0.33 mm is the nominal Code 128 module; thermal labels go lower to fit. */
  maxModuleMm?: number;
}

export function Barcode({ value, maxWidthMm, heightMm, maxModuleMm = 0.33 }: BarcodeProps) {
  const code = useMemo(() => code128(value), [value]);
  if (!code) {
    return (
      <span className="barcode-missing">
        <FormattedMessage id="shippingLists.print.noCode" />
      </span>
    );
  }
  const moduleMm = Math.min(maxModuleMm, maxWidthMm / (code.modules + 2 * QUIET_MODULES));
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
