import { transportErrorCodes as codes, type TransportErrorCode } from '../../shared/errors';

interface ProductError {
  code: TransportErrorCode;
  message: string;
}

const invalidJson: ProductError = {
  code: codes.invalidJson,
  message: 'The request body is not valid JSON.',
};
const tooLarge: ProductError = {
  code: codes.bodyTooLarge,
  message: 'The request body is too large.',
};
const mediaType: ProductError = {
  code: codes.unsupportedMediaType,
  message: 'This kind of request body is not accepted here.',
};
const notFound: ProductError = { code: codes.notFound, message: 'Nothing is at this address.' };
const badUrl: ProductError = { code: codes.badRequest, message: 'The address is not a valid URL.' };

/** Fastify's own failures, as the product names them (spec §8's codes, src/shared/errors.ts). */
const byFastifyCode: Record<string, ProductError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: mediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: codes.badRequest,
    message: 'The request body does not match its declared length.',
  },
  FST_ERR_VALIDATION: { code: codes.invalidInput, message: 'Some fields are missing or invalid.' },
  FST_ERR_NOT_FOUND: notFound,
  FST_ERR_BAD_URL: badUrl,
  FST_ERR_INVALID_URL: badUrl,
  FST_ERR_MAX_PARAM_LENGTH: { code: codes.badRequest, message: 'The address is too long.' },
};

const byStatus: Record<number, ProductError> = {
  404: notFound,
  413: tooLarge,
  415: mediaType,
  429: { code: codes.tooManyRequests, message: 'Too many requests. Please try again later.' },
};

/**
 * The product's code and sentence for a 4xx the framework or a plugin raised: a known Fastify
 * code maps to its own, a known status to its own; anything else is a plain `bad_request`, never
 * an internal name.
 */
export function productErrorFor(error: { code?: string; statusCode?: number }): ProductError {
  return (
    (error.code ? byFastifyCode[error.code] : undefined) ??
    (error.statusCode ? byStatus[error.statusCode] : undefined) ?? {
      code: codes.badRequest,
      message: 'The request could not be understood.',
    }
  );
}
