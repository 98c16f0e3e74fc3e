// Lets the UI thread paint and answer input between two slices of a long job (an import's rows, a background
// validation). A message task rather than setTimeout(0): nested timeouts are held back 4 ms each, which over the
// hundred-odd slices of a 50,000-row import added a tenth of a second of doing nothing.
export function yieldToUi(): Promise<void> {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
