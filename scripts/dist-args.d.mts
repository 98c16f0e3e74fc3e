// Types of scripts/dist-args.mjs (a plain script run by node before anything is built).
export function builderArgs(env: Record<string, string | undefined>, extra?: string[]): string[];
export function signingStatus(env: Record<string, string | undefined>, platform: NodeJS.Platform): { notices: string[]; errors: string[] };
export function statusLine(kind: 'notice' | 'error', text: string, env: Record<string, string | undefined>): string;
