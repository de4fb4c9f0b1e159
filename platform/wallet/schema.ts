// Tables of the wallet module (see platform/db/schema.ts).
export {};
