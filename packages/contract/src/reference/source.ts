/** Where a reference table comes from: the registry, its edition, and when this copy was written down. */
export interface ReferenceSource {
  registry: string;
  /** The registry's own release number or publication date. */
  edition: string;
  /** The day the table was last compared with that edition (YYYY-MM-DD). */
  recorded: string;
}
