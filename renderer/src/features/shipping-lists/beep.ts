// The scan confirmation sound: a short tone from Web Audio (no file to load, no network). A rejected or repeated
// code gets a lower, longer tone so staff hear the difference without looking.
let ctx: AudioContext | null = null;

export type BeepKind = 'ok' | 'repeat' | 'bad';

const TONES: Record<BeepKind, { hz: number; ms: number }> = {
  ok: { hz: 1760, ms: 70 },
  repeat: { hz: 880, ms: 120 },
  bad: { hz: 330, ms: 220 },
};

export function beep(kind: BeepKind): void {
  try {
    const AudioCtor = globalThis.AudioContext as typeof AudioContext | undefined;
    if (!AudioCtor) return;
    ctx ??= new AudioCtor();
    if (ctx.state === 'suspended') void ctx.resume();
    const { hz, ms } = TONES[kind];
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'square';
    osc.frequency.value = hz;
    gain.gain.value = 0.04;
    osc.connect(gain).connect(ctx.destination);
    const t = ctx.currentTime;
    osc.start(t);
    osc.stop(t + ms / 1000);
  } catch {
    // No audio device (a locked-down kiosk, a headless test): the visible confirmation is enough.
  }
}
