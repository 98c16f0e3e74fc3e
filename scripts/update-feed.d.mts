// Types of scripts/update-feed.mjs.
export function feedArgs(env: Record<string, string | undefined>): string[];
