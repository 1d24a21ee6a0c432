import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

/**
 * The bare baseline: Fastify with nothing on top. GET /rows answers the same 50 rows from memory;
 * POST /insert does one single-row INSERT into PostgreSQL. Read from stdin: the rows as JSON.
 * GET /bytes answers BASELINE_BYTES_FILE's bytes from memory (a thumbnail, bench/files.ts).
 */
const port = Number(process.env.PORT);
const rows = JSON.parse(process.env.BASELINE_ROWS ?? '[]') as unknown[];
const pool = process.env.DATABASE_URL ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }) : null;
const organisationId = process.env.BASELINE_ORGANISATION_ID;
let counter = 0;

const app = Fastify({ logger: false });
app.get('/rows', async () => rows);
const bytes = process.env.BASELINE_BYTES_FILE ? readFileSync(process.env.BASELINE_BYTES_FILE) : Buffer.alloc(0);
app.get('/bytes', async (_request, reply) => reply.type('image/jpeg').send(bytes));
app.post('/insert', async (_request, reply) => {
  counter += 1;
  await pool!.query(
    `insert into work_orders (organisation_id, work_order_number, title, description, customer_number, vehicle_category, work_category, status, priority)
     values ($1, $2, 'Baslinje', '', 'K-1', 'Traktor', 'Service', 'Väntande', 'medium')`,
    [organisationId, `BASE-${process.pid}-${counter}`],
  );
  return reply.status(201).send({ ok: true });
});
await app.listen({ port, host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool?.end())
      .then(() => process.exit(0)),
);
