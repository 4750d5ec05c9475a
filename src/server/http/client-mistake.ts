import { APIError } from 'payload'

/**
 * What a client got wrong, thrown inside Payload (hooks, endpoints): a 4xx with the reason, logged
 * as one line without a stack or SQL (its name is in payload.config.ts's `loggingLevels`; set
 * here by hand, since a minifier renames classes). /api maps it as any APIError
 * (src/server/http/errors.ts).
 */
export class ClientMistake extends APIError {
  constructor(status: 400 | 403 | 404 | 413 | 429, message: string) {
    super(message, status, undefined, true)
    this.name = 'ClientMistake'
  }
}
