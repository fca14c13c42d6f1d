/**
 * Typed domain errors. Services throw these; the error handler is the one place that turns them
 * into HTTP answers of the shape { error, code, details? } (docs/rules.md, "API conventions").
 */
export interface ErrorDetail {
  field: string;
  message: string;
  [extra: string]: unknown;
}

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[] | unknown[],
  ) {
    super(message);
  }
}

export class ValidationFailed extends AppError {
  constructor(message: string, details?: ErrorDetail[]) {
    super(400, 'VALIDATION_FAILED', message, details);
  }
}

export class Unauthenticated extends AppError {
  constructor(message = 'Sign in to continue') {
    super(401, 'UNAUTHENTICATED', message);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'Only the tour administrator may do this') {
    super(403, 'FORBIDDEN', message);
  }
}

/** 429 with the seconds to wait, which the error handler sends as Retry-After. */
export class RateLimited extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

export class NotFound extends AppError {
  constructor(what: string) {
    super(404, 'NOT_FOUND', `${what} not found`);
  }
}

export class Conflict extends AppError {
  constructor(message: string, details?: ErrorDetail[] | unknown[]) {
    super(409, 'CONFLICT', message, details);
  }
}

export class Stale extends AppError {
  constructor(message: string, current: unknown) {
    super(412, 'STALE', message, [current]);
  }
}

export class IdempotencyMismatch extends AppError {
  constructor() {
    super(422, 'IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used for a different request');
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
