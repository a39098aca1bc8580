import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes; Drizzle 0.45 has no bytea column. PGlite gives Uint8Array, node-postgres a Buffer. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});
