// `npm run sandbox -- --port 8787 --seed 42 --latency 50 --jitter 10 --faults <spec>`: runs the emulator alone,
// prints where it listens and the demo credentials, stops cleanly on SIGINT/SIGTERM.
import { CliArgsError, parseCliArgs, USAGE } from './cli-args';
import { startSandbox } from './index';
import { getOperation } from '../../shared/catalogue';

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parseCliArgs>;
  try {
    parsed = parseCliArgs(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof CliArgsError)) throw err;
    process.stderr.write(`${err.message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  if (parsed.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const sandbox = await startSandbox(parsed.options);
  // Installed before the banner: whoever reads the banner may signal at once.
  const shutdown = (signal: string) => {
    process.stdout.write(`\n${signal}: stopping the sandbox\n`);
    sandbox.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  const { appId, appSecret } = sandbox.credentials;
  const faults = parsed.options.faults ?? [];
  process.stdout.write(
    [
      `Opsdesk sandbox listening on ${sandbox.baseUrl}`,
      `  appId:     ${appId}`,
      `  appSecret: ${appSecret}`,
      `  seed ${parsed.options.seed ?? 42}, latency ${parsed.options.latencyMs ?? 0}±${parsed.options.jitterMs ?? 0} ms, ${faults.length} fault(s)${parsed.options.admin === false ? ', admin API off' : `, admin API at ${sandbox.baseUrl}/__sandbox/`}`,
      `  demo data: ${sandbox.demoStatus().size}${parsed.options.statePath === undefined ? ', in memory (fresh at every start)' : `, kept in ${parsed.options.statePath}`}`,
      ...(sandbox.demoStatus().setAside ? [`  the kept state could not be read and was set aside as ${sandbox.demoStatus().setAside?.file ?? ''}`] : []),
      `  try: curl -s -F appId=${appId} -F appSecret=${appSecret} ${sandbox.baseUrl}${getOperation('accessToken').path}`,
      '',
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`sandbox failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
