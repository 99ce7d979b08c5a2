/** The password's length limits, zod-free so that a form can show them without loading the schemas. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
