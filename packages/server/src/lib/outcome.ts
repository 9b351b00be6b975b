/**
 * What an office write answers: the data, or a business refusal from the area's code catalogue
 * (HTTP 200, success 0, with the code and a human `ext`). Shared by every area's office calls.
 */
export type AdminOutcome<T> = { ok: true; data: T } | { ok: false; code: number; ext: string };
