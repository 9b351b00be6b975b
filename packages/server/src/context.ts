import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Mailer } from './mail/mailer.js';

/** What every module needs from the outside world, handed in so tests can build their own. */
export interface AppContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** The clock; tests move it instead of waiting. */
  now: () => Date;
  /**
   * Called after a change that public cached reads depend on ('courses' when the office edits a
   * course), so the platform's hot-read cache can drop them. Optional: absent, nothing is cached.
   */
  onContentChanged?: (area: string) => void;
}
