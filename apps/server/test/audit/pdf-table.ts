import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

type Item = { str: string; x: number; y: number; right: number };

/**
 * The text of a PDF (pdf.js, as a reader's viewer extracts it) and the rows of its table under `header` (the
 * column headings as the file's CSV names them): each row's cells by column, read on every page below that
 * page's headings (a cell belongs to the heading it starts or, right-aligned, ends with). A row whose first cell
 * is empty continues the one above on its page (a wrapped description) and is joined to it. `pages` counts the
 * pages that show the table's headings.
 */
export const pdfTable = async (bytes: Buffer, header: string[]) => {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    isEvalSupported: false,
  }).promise;
  const text: string[] = [];
  const rows: string[][] = [];
  let pages = 0;
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const items: Item[] = (await page.getTextContent()).items
      .filter((i) => 'str' in i && i.str.trim() !== '')
      .map((i) => {
        const t = i as { str: string; transform: number[]; width: number };
        const x = t.transform[4]!;
        return {
          str: t.str,
          x: Math.round(x),
          y: Math.round(t.transform[5]!),
          right: Math.round(x + t.width),
        };
      });
    text.push(...items.map((i) => i.str));
    const heads = header.map((h) => items.find((i) => i.str === h));
    if (heads.some((h) => !h)) continue;
    pages++;
    const top = heads[0]!.y;
    const xs = heads.map((h) => h!.x);
    // A right-aligned column (money) ends where its heading ends; a left-aligned one starts where its heading starts.
    const columnOf = (i: Item) => {
      const right = heads.findIndex((h) => Math.abs(h!.right - i.right) <= 2);
      return right >= 0 ? right : xs.reduce((best, x, c) => (x <= i.x + 1 ? c : best), 0);
    };
    // Items within 2 points of a line's height are on that line (one row's cells may sit a fraction apart).
    const lines: Item[][] = [];
    for (const i of items.filter((i) => i.y < top).sort((a, b) => b.y - a.y)) {
      const line = lines.at(-1);
      if (line && Math.abs(line[0]!.y - i.y) <= 2) line.push(i);
      else lines.push([i]);
    }
    let lineOnPage = 0;
    for (const line of lines) {
      const cells = header.map(() => '');
      for (const i of line) {
        const col = columnOf(i);
        cells[col] = cells[col] ? `${cells[col]} ${i.str}` : i.str;
      }
      // Only on its own page: a row split across pages is read as a broken row of its own, never mended.
      const last = lineOnPage > 0 ? rows.at(-1) : undefined;
      if (cells[0] === '' && last) cells.forEach((c, k) => c && (last[k] = last[k] ? `${last[k]} ${c}` : c));
      else rows.push(cells);
      lineOnPage++;
    }
  }
  const numPages = pdf.numPages;
  await pdf.destroy();
  return { text: text.join('\n'), rows, pages, numPages };
};
