// Tables of the telemetry module (see platform/db/schema.ts).
export {};
