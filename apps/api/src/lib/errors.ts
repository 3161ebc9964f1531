import { isErrorCode, type ErrorCode } from '@shop/core';

/** Typed errors mapped to status codes in one place (app error handler); codes only from core's ERROR_CODES. */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly field?: string;
  constructor(status: number, code: ErrorCode, message: string, field?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found', code: ErrorCode = 'not_found') {
    super(404, code, message);
  }
}
export class InvalidError extends AppError {
  constructor(message: string, field?: string, code: ErrorCode = 'invalid') {
    super(400, code, message, field);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, code: ErrorCode = 'conflict') {
    super(409, code, message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Please log in', code: ErrorCode = 'unauthorized') {
    super(401, code, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden', code: ErrorCode = 'forbidden') {
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

/** Fastify's own client errors (body too large, wrong content type, a bad header) answer with a code of the list. */
const FASTIFY_CLIENT_CODES: Partial<Record<number, ErrorCode>> = {
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};
export function clientErrorCode(status: number, code: string | undefined): ErrorCode {
  return isErrorCode(code) ? code : (FASTIFY_CLIENT_CODES[status] ?? 'bad_request');
}
