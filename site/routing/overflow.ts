/**
 * How many nav items fit in one row, the rest going into "More" (spec P2). `widths` are the
 * measured item widths in order, `available` the row width, `moreWidth` the width of the More
 * button, `gap` the space between items. When every item fits no More button is needed; when
 * some do not, the More button takes room too, so fewer fit.
 */
export function visibleItemCount(widths: readonly number[], available: number, moreWidth: number, gap = 0): number {
  const total = widths.reduce((sum, w, i) => sum + w + (i > 0 ? gap : 0), 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const w of widths) {
    const next = used + gap + w;
    if (next > available) break;
    used = next;
    count++;
  }
  return count;
}
