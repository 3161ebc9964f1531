/** Typed errors mapped to status codes in one place (app error handler). */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field?: string;
  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found', code = 'not_found') {
    super(404, code, message);
  }
}
export class InvalidError extends AppError {
  constructor(message: string, field?: string, code = 'invalid') {
    super(400, code, message, field);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, code = 'conflict') {
    super(409, code, message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Please log in', code = 'unauthorized') {
    super(401, code, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden', code = 'forbidden') {
    super(403, code, message);
  }
}

/** 429 with the seconds to wait (Retry-After); per-address limits and the account and number rules alike. */
export class RateLimitedError extends AppError {
  readonly retryAfter: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(429, 'rate_limited', message);
    this.retryAfter = retryAfterSeconds;
  }
}
