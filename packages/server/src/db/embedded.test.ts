import pg from 'pg';
import { expect, inject, it } from 'vitest';

/*
 * The embedded server is reached through its Unix socket (db/embedded.ts): the suite's own server
 * is started by the same code as the portal's, so its connections show what the portal's do.
 */
it.runIf(!process.env.TEST_DATABASE_URL)(
  'the embedded PostgreSQL server is reached through its Unix socket, not loopback TCP',
  async () => {
    const url = inject('postgresUrl');
    const socketDir = new URL(url).searchParams.get('host');
    expect(socketDir).toMatch(/^\//);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // inet_client_addr() is NULL on a Unix-socket connection, the client's address over TCP.
      const { rows } = await client.query<{ addr: string | null; dir: string }>(
        "SELECT inet_client_addr()::text AS addr, current_setting('unix_socket_directories') AS dir",
      );
      expect(rows[0]).toEqual({ addr: null, dir: socketDir });
    } finally {
      await client.end();
    }
  },
);
