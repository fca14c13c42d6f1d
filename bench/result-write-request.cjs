// autocannon's worker thread requires this file: each request re-enters the result of one of the
// played matches the bench picked (BENCH_RESULT_WRITES, set before the worker starts), in turn,
// with an Idempotency-Key of its own, as the courtside outbox sends them.
const writes = JSON.parse(process.env.BENCH_RESULT_WRITES ?? '[]');
let next = 0;
module.exports = (request) => {
  const write = writes[next++ % writes.length];
  return {
    ...request,
    path: write.path,
    body: write.body,
    headers: { ...request.headers, 'idempotency-key': crypto.randomUUID() },
  };
};
