// Types of scripts/release-assets.mjs (a plain script run by node in the release workflow).
export interface WantedInstaller {
  ext: string;
  arch?: 'x64' | 'arm64';
}
export const CHANNELS: Record<'latest.yml' | 'latest-mac.yml' | 'latest-linux.yml' | 'latest-linux-arm64.yml', WantedInstaller[]>;
export const CHECKSUMS: string;
export function checkRelease(dir: string, version: string): Promise<{ problems: string[]; assets: string[] }>;
export function checksums(dir: string, assets: string[]): Promise<string>;
export function tagOf(version: string): string;
