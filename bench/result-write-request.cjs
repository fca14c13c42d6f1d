// autocannon's worker thread requires this file: each request re-enters the result of one of the
// played matches the bench picked (BENCH_RESULT_WRITES, set before the worker starts), in turn,
// with an Idempotency-Key of its own, as the courtside outbox sends them. Each pass over the list
// sends the other of the match's two scores, so every write changes its match.
const writes = JSON.parse(process.env.BENCH_RESULT_WRITES ?? '[]');
let next = 0;
module.exports = (request) => {
  const write = writes[next % writes.length];
  const body = write.bodies[Math.floor(next / writes.length) % 2];
  next += 1;
  return {
    ...request,
    path: write.path,
    body,
    headers: { ...request.headers, 'idempotency-key': crypto.randomUUID() },
  };
};
