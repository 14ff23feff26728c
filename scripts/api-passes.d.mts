/** The API test files marked `// api pass: PostgreSQL only`, relative to the repository root (api-passes.mjs). */
export function postgresOnlyApiFiles(): string[];
