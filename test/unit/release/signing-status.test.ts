// What `npm run dist` says about signing before it builds (scripts/dist-args.mjs): one line per thing this build
// will not do, and a stop where the secrets would make a Mac build come out un-notarised without a word.
import { describe, expect, it } from 'vitest';
import { signingStatus, statusLine } from '../../../scripts/dist-args.mjs';

const APPLE_ID_SET = { APPLE_ID: 'release@opsdesk.example', APPLE_APP_SPECIFIC_PASSWORD: 'abcd-efgh-ijkl-mnop', APPLE_TEAM_ID: 'TEAM123456' };
const CERT = { CSC_LINK: 'base64-p12', CSC_KEY_PASSWORD: 'pw' };
const RUNNER_WITHOUT_CERT = { CSC_IDENTITY_AUTO_DISCOVERY: 'false' };

describe('signingStatus', () => {
  it('says nothing on Linux, whose AppImage and deb are not signed', () => {
    expect(signingStatus({}, 'linux')).toEqual({ notices: [], errors: [] });
  });

  it('a signed, notarised macOS build: nothing to say', () => {
    expect(signingStatus({ ...CERT, ...APPLE_ID_SET }, 'darwin')).toEqual({ notices: [], errors: [] });
    expect(signingStatus({ ...CERT, APPLE_API_KEY: '/k.p8', APPLE_API_KEY_ID: 'K', APPLE_API_ISSUER: 'I' }, 'darwin')).toEqual({ notices: [], errors: [] });
  });

  it('one line each for an unsigned and an un-notarised build', () => {
    const { notices, errors } = signingStatus(RUNNER_WITHOUT_CERT, 'darwin');
    expect(errors).toEqual([]);
    expect(notices).toEqual([
      'no signing certificate (CSC_LINK): this build is unsigned.',
      'no Apple notarisation credentials (APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID): this macOS build is not notarised, and Gatekeeper will refuse it.',
    ]);
    expect(signingStatus({}, 'win32').notices).toEqual(['no signing certificate (CSC_LINK): this build is unsigned.']);
  });

  it('stops on a partial set of Apple credentials, naming what is missing', () => {
    expect(signingStatus({ ...CERT, APPLE_ID: 'release@opsdesk.example' }, 'darwin').errors).toEqual(['notarisation needs APPLE_ID + APPLE_APP_SPECIFIC_PASSWORD + APPLE_TEAM_ID; APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID not set.']);
  });

  it('stops on Apple credentials with nothing to sign with, but trusts a Mac keychain where discovery is on', () => {
    expect(signingStatus({ ...APPLE_ID_SET, ...RUNNER_WITHOUT_CERT }, 'darwin').errors).toHaveLength(1);
    expect(signingStatus(APPLE_ID_SET, 'darwin').errors).toEqual([]);
  });
});

describe('statusLine', () => {
  it('is an annotation on the runners and a plain line elsewhere', () => {
    expect(statusLine('notice', 'x.', { GITHUB_ACTIONS: 'true' })).toBe('::notice title=Opsdesk installers::x.');
    expect(statusLine('error', 'x.', {})).toBe('opsdesk: x.');
  });
});
