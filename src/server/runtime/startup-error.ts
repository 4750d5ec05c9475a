/** A setting start-up cannot work with: the server stops with this message (src/instrumentation.ts). */
export class StartupError extends Error {
  override name = 'StartupError'
}
