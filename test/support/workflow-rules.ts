// The rules a release workflow is held to, each broken rule one line: GitHub's schema (action-validator), every
// action pinned to a commit with its version beside it, a token that reads except in the job that publishes, no
// dependency cache, secrets only behind an environment, no credentials left in a checkout.
import { validateWorkflow } from '@action-validator/core';
import { isMap, isPair, isScalar, parseDocument, visit, type Node } from 'yaml';

type Permissions = string | Record<string, string> | undefined;
interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  permissions?: Permissions;
  environment?: unknown;
  steps?: Step[];
}
export interface Workflow {
  permissions?: Permissions;
  jobs: Record<string, Job>;
}

const PINNED = /^[\w.-]+\/[\w.-]+(?:\/[\w./-]+)?@[0-9a-f]{40}$/;
const VERSION_COMMENT = /^\s*v\d+(?:\.\d+){0,2}\s*$/;

const grantsWrite = (p: Permissions) => (typeof p === 'string' ? p === 'write-all' : Object.values(p ?? {}).some((v) => v === 'write'));
/** The job that publishes: it makes the GitHub Release. */
const publishes = (job: Job) => (job.steps ?? []).some((s) => /\bgh release (create|upload|edit)\b/.test(s.run ?? ''));

export function workflowProblems(text: string): string[] {
  const problems: string[] = [];
  for (const e of validateWorkflow(text).errors) problems.push(`schema: ${e.title}${'path' in e ? ` at ${e.path}` : ''}${e.detail ? `: ${e.detail}` : ''}`);
  const doc = parseDocument(text);
  const workflow = doc.toJS() as Workflow;

  // `uses:` with the comment on its line (comments are lost in toJS, so read from the document's nodes).
  visit(doc, {
    Pair(_, pair) {
      if (!isPair(pair) || !isScalar(pair.key) || pair.key.value !== 'uses' || !isScalar(pair.value)) return;
      const uses = String(pair.value.value);
      if (uses.startsWith('./') || /^docker:\/\/.+@sha256:[0-9a-f]{64}$/.test(uses)) return;
      if (!PINNED.test(uses)) problems.push(`${uses}: an action is pinned by its full commit SHA, not a tag or branch`);
      else if (!VERSION_COMMENT.test((pair.value as Node).comment ?? '')) problems.push(`${uses}: the version it is (# vX.Y.Z) goes beside the SHA`);
    },
  });

  if (workflow.permissions === undefined) problems.push('permissions: the workflow sets its token\'s default (contents: read)');
  if (grantsWrite(workflow.permissions)) problems.push('permissions: the workflow\'s default grants write; only the publishing job may');
  for (const [name, job] of Object.entries(workflow.jobs ?? {})) {
    if (grantsWrite(job.permissions) && !publishes(job)) problems.push(`${name}: grants write permissions but does not publish the release`);
    if (publishes(job) && typeof job.permissions === 'object' && job.permissions.contents !== 'write') problems.push(`${name}: publishes but cannot write contents`);
    const source = JSON.stringify(job);
    const secrets = [...source.matchAll(/secrets\.(\w+)/g)].map((m) => m[1]).filter((s) => s !== 'GITHUB_TOKEN');
    if (secrets.length > 0 && job.environment === undefined) problems.push(`${name}: uses secrets (${[...new Set(secrets)].join(', ')}) outside a protected environment`);
    for (const step of job.steps ?? []) {
      const action = step.uses?.split('@')[0];
      if (action === 'actions/cache' || action?.startsWith('actions/cache/')) problems.push(`${name}: restores a dependency cache (${step.uses})`);
      if (action === 'actions/setup-node' && (step.with?.cache !== undefined || step.with?.['package-manager-cache'] !== false)) {
        problems.push(`${name}: setup-node must restore no cache (package-manager-cache: false, no cache input)`);
      }
      if (action === 'actions/checkout' && step.with?.['persist-credentials'] !== false) problems.push(`${name}: checkout leaves the token in .git/config (persist-credentials: false)`);
    }
  }
  return problems;
}

export function parseWorkflow(text: string): Workflow {
  const doc = parseDocument(text);
  if (!isMap(doc.contents)) throw new Error('a workflow is a mapping');
  return doc.toJS() as Workflow;
}
