// LibreOffice headless as a user's spreadsheet program: it opens each file (a CSV with the import options a user
// chooses: comma, UTF-8, the locale's language, special numbers detected or not), then saves it back as .xlsx and
// as a UTF-8 CSV. Every file goes through one LibreOffice start (a Basic macro in a fresh profile does the lot):
// LibreOffice takes seconds to start, many more under load.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const SOFFICE = ['/usr/bin/soffice', '/usr/bin/libreoffice', '/usr/lib/libreoffice/program/soffice'].find((p) => existsSync(p)) ?? null;

export interface Conversion {
  readonly input: string;
  /** For a CSV: LibreOffice's CSV import options. A workbook is opened as what it is. */
  readonly csvOptions?: string;
  readonly outXlsx: string;
  readonly outCsv: string;
}

/** LibreOffice's CSV import options: comma, double quote, UTF-8 (76), from line 1, the language, special numbers. */
export const csvImport = (language: 'en' | 'zh-CN', detectSpecialNumbers: boolean) => `44,34,76,1,,${language === 'zh-CN' ? 2052 : 1033},false,${detectSpecialNumbers}`;
/** Saved as a user saves a CSV: comma, double quote, UTF-8, contents as shown. */
const CSV_EXPORT = '44,34,76,1,,0,false,true,true,false,false';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const MACRO = `Function Prop(n As String, v) As com.sun.star.beans.PropertyValue
  Dim p As New com.sun.star.beans.PropertyValue
  p.Name = n
  p.Value = v
  Prop = p
End Function

Function ConvertOne(parts) As String
  Dim doc
  On Error GoTo Failed
  If parts(1) = "" Then
    doc = StarDesktop.loadComponentFromURL(ConvertToURL(parts(0)), "_blank", 0, Array(Prop("Hidden", True)))
  Else
    doc = StarDesktop.loadComponentFromURL(ConvertToURL(parts(0)), "_blank", 0, Array(Prop("Hidden", True), Prop("FilterName", "Text - txt - csv (StarCalc)"), Prop("FilterOptions", parts(1))))
  End If
  doc.storeToURL(ConvertToURL(parts(2)), Array(Prop("FilterName", "Calc Office Open XML")))
  doc.storeToURL(ConvertToURL(parts(3)), Array(Prop("FilterName", "Text - txt - csv (StarCalc)"), Prop("FilterOptions", "${CSV_EXPORT}")))
  doc.close(True)
  ConvertOne = "ok " & parts(0)
  Exit Function
Failed:
  ConvertOne = "failed " & parts(0) & ": " & Error$
End Function

Sub ConvertAll(listPath As String, logPath As String)
  Dim f As Integer, g As Integer, line As String
  f = FreeFile
  Open listPath For Input As #f
  g = FreeFile
  Open logPath For Output As #g
  Do While Not EOF(f)
    Line Input #f, line
    If Len(line) > 0 Then Print #g, ConvertOne(Split(line, "|"))
  Loop
  Close #f
  Close #g
End Sub
`;

function run(args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!SOFFICE) return reject(new Error('LibreOffice is not installed (Debian: apt-get install libreoffice-calc-nogui; .ci/run installs it)'));
    // Its own process group, so a hung LibreOffice (oosplash and soffice.bin) is ended whole.
    const child = spawn(SOFFICE, args, { stdio: 'ignore', detached: true });
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      reject(new Error(`LibreOffice did not finish within ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Opens and saves every file in one LibreOffice start; returns the macro's log (one line per file). */
export async function convertAll(dir: string, conversions: readonly Conversion[], timeoutMs: number): Promise<string[]> {
  const profile = join(dir, 'lo-profile');
  const user = `-env:UserInstallation=file://${profile}`;
  // A fresh profile (nothing of the machine's own LibreOffice settings), its Basic library then given the macro.
  await run(['--headless', '--norestore', user, '--terminate_after_init'], timeoutMs);
  const basic = join(profile, 'user', 'basic', 'Standard');
  await mkdir(basic, { recursive: true });
  await writeFile(
    join(basic, 'Module1.xba'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE script:module PUBLIC "-//OpenOffice.org//DTD OfficeDocument 1.0//EN" "module.dtd">\n<script:module xmlns:script="http://openoffice.org/2000/script" script:name="Module1" script:language="StarBasic">${esc(MACRO)}</script:module>\n`,
  );
  const list = join(dir, 'conversions.txt');
  const log = join(dir, 'conversions.log');
  await writeFile(list, conversions.map((c) => [c.input, c.csvOptions ?? '', c.outXlsx, c.outCsv].join('|')).join('\n') + '\n');
  await run(['--headless', '--norestore', user, `macro:///Standard.Module1.ConvertAll("${list}","${log}")`], timeoutMs);
  return (await readFile(log, 'utf8').catch(() => '')).split('\n').filter(Boolean);
}
