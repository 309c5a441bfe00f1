/** DataGrid page sizes (DESIGN §2). Kept free of zod so the web app's first load can read it. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
