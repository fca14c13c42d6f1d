// autocannon's worker thread requires this file (a function cannot be handed to a worker): every
// request gets an Idempotency-Key of its own, so each is a new write, as the courtside outbox sends.
module.exports = (request) => ({
  ...request,
  headers: { ...request.headers, 'idempotency-key': crypto.randomUUID() },
});
