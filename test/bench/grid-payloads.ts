// Large clipboard payloads for the grid bench: 10,000 rows × 3 columns as Excel writes them (TSV with CRLF,
// and the HTML table flavour with its class styles, mso number formats and CRLF-indented markup).

export function benchRows(n: number): string[][] {
  return Array.from({ length: n }, (_, i) => [`P-${String(i + 1).padStart(6, '0')}`, i % 4 === 0 ? 'WH-2' : '', String((i * 7) % 1000)]);
}

export function excelTsv(rows: string[][]): string {
  return rows.map((r) => r.join('\t')).join('\r\n') + '\r\n';
}

export function excelHtml(rows: string[][]): string {
  const head =
    '<html xmlns:v="urn:schemas-microsoft-com:vml"\r\nxmlns:o="urn:schemas-microsoft-com:office:office"\r\nxmlns:x="urn:schemas-microsoft-com:office:excel"\r\nxmlns="http://www.w3.org/TR/REC-html40">\r\n\r\n<head>\r\n<meta http-equiv=Content-Type content="text/html; charset=utf-8">\r\n<meta name=ProgId content=Excel.Sheet>\r\n<meta name=Generator content="Microsoft Excel 15">\r\n<style>\r\n<!--table\r\n\t{mso-displayed-decimal-separator:"\\.";\r\n\tmso-displayed-thousand-separator:"\\,";}\r\n.xl65\r\n\t{mso-number-format:"\\@";}\r\n.xl66\r\n\t{mso-number-format:"0";}\r\n-->\r\n</style>\r\n</head>\r\n\r\n<body link="#0563C1" vlink="#954F72">\r\n\r\n<table border=0 cellpadding=0 cellspacing=0 width=300 style=\'border-collapse:\r\n collapse;width:225pt\'>\r\n<!--StartFragment-->\r\n';
  let body = '';
  for (const [a, b, c] of rows) {
    body += ` <tr height=20 style='height:15.0pt'>\r\n  <td height=20 class=xl65 style='height:15.0pt'>${a}</td>\r\n  <td class=xl65>${b}</td>\r\n  <td class=xl66 align=right x:num>${c}</td>\r\n </tr>\r\n`;
  }
  return `${head}${body}<!--EndFragment-->\r\n</table>\r\n\r\n</body>\r\n\r\n</html>\r\n`;
}
