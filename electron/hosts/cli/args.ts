// `opsdesk run` arguments: read by node:util's parseArgs, then checked by a zod schema, each problem said in one
// line in the user's language (en, or zh-CN when LANG says zh).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { WRITE_OPERATION_IDS, type WriteOperationId } from '../../../shared/catalogue';
import { cliText, type CliLocale } from './messages';

export interface RunOptions {
  readonly profile: string;
  readonly operation: WriteOperationId;
  readonly file: string;
  readonly set: Readonly<Record<string, string>>;
  readonly mapping: string | null;
  readonly sheet: string | null;
  readonly dryRun: boolean;
  readonly out: string | null;
  readonly dataDir: string;
  readonly label: string | null;
  readonly locale: CliLocale;
}

export type RunArgs = { kind: 'help'; locale: CliLocale } | { kind: 'error'; locale: CliLocale; message: string } | { kind: 'run'; options: RunOptions };

/** zh-CN when the environment's language is Chinese (LC_ALL, LC_MESSAGES, then LANG, as POSIX orders them). */
export function localeOfEnv(env: Readonly<Record<string, string | undefined>>): CliLocale {
  const lang = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return /^zh/i.test(lang) ? 'zh-CN' : 'en';
}

const setPair = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s;

function schemaFor(locale: CliLocale) {
  const t = (id: Parameters<typeof cliText>[0], values: Record<string, string> = {}) => cliText(id, locale, values);
  return z.object({
    command: z.literal('run', { error: (iss) => t('args.command', { got: String(iss.input ?? '') }) }),
    profile: z.string({ error: t('args.required', { option: '--profile' }) }).trim().min(1, t('args.required', { option: '--profile' })),
    operation: z.enum(WRITE_OPERATION_IDS as [WriteOperationId, ...WriteOperationId[]], { error: (iss) => t('args.operation', { got: String(iss.input ?? ''), all: WRITE_OPERATION_IDS.join(', ') }) }),
    file: z.string({ error: t('args.required', { option: '--file' }) }).min(1, t('args.required', { option: '--file' })),
    set: z.array(z.string().regex(setPair, t('args.set'))).transform((pairs) => {
      const out: Record<string, string> = {};
      for (const p of pairs) {
        const [, key, value] = setPair.exec(p)!;
        out[key!] = value!;
      }
      return out;
    }),
    mapping: z.string().min(1).nullable(),
    sheet: z.string().min(1).nullable(),
    dryRun: z.boolean(),
    out: z.string().min(1).nullable(),
    dataDir: z.string().min(1),
    label: z.string().trim().min(1).max(200, t('args.label')).nullable(),
    locale: z.enum(['en', 'zh-CN'], { error: t('args.locale') }),
  });
}

export function parseRunArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): RunArgs {
  let locale = localeOfEnv(env);
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        profile: { type: 'string' },
        operation: { type: 'string' },
        file: { type: 'string' },
        set: { type: 'string', multiple: true, default: [] },
        mapping: { type: 'string' },
        sheet: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        out: { type: 'string' },
        'data-dir': { type: 'string', default: '.opsdesk-data' },
        label: { type: 'string' },
        locale: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (err) {
    return { kind: 'error', locale, message: cliText('args.parse', locale, { reason: err instanceof Error ? err.message : String(err) }) };
  }
  const v = parsed.values;
  if (v.locale === 'en' || v.locale === 'zh-CN') locale = v.locale;
  if (v.help || parsed.positionals.length === 0) return { kind: 'help', locale };
  if (parsed.positionals.length > 1) return { kind: 'error', locale, message: cliText('args.extra', locale, { extra: parsed.positionals.slice(1).join(' ') }) };
  const checked = schemaFor(locale).safeParse({
    command: parsed.positionals[0],
    profile: v.profile,
    operation: v.operation,
    file: v.file,
    set: v.set,
    mapping: v.mapping ?? null,
    sheet: v.sheet ?? null,
    dryRun: v['dry-run'],
    out: v.out ?? null,
    dataDir: v['data-dir'],
    label: v.label ?? null,
    locale: v.locale ?? locale,
  });
  if (!checked.success) return { kind: 'error', locale, message: checked.error.issues.map((i) => i.message).join('\n') };
  return { kind: 'run', options: checked.data };
}
