// A hand-drawn SVG of the catalogue-size rows: one small line chart per metric against the number of products,
// with the target as a dashed line. No chart library: a few dozen elements.

export interface Series {
  title: string;
  unit: string;
  values: (number | null)[];
  /** the goal line, if the metric has one */
  target?: number;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const fmt = (v: number) => (v >= 100 ? Math.round(v).toLocaleString('en') : String(+v.toFixed(1)));

export function catalogueChartSvg(sizes: number[], series: Series[], caption: string): string {
  const panelW = 340;
  const panelH = 190;
  const cols = 2;
  const pad = { left: 56, right: 30, top: 34, bottom: 36 };
  const rows = Math.ceil(series.length / cols);
  const width = cols * panelW;
  const height = rows * panelH + 40;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="11">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="12" y="${height - 14}" fill="#555">${esc(caption)}</text>`,
  ];
  series.forEach((s, n) => {
    const ox = (n % cols) * panelW;
    const oy = Math.floor(n / cols) * panelH;
    const w = panelW - pad.left - pad.right;
    const h = panelH - pad.top - pad.bottom;
    const known = s.values.filter((v): v is number => v != null);
    const max = Math.max(1, ...known, s.target ?? 0) * 1.15;
    const x = (i: number) => ox + pad.left + (sizes.length === 1 ? w / 2 : (i * w) / (sizes.length - 1));
    const y = (v: number) => oy + pad.top + h - (v / max) * h;
    out.push(
      `<text x="${ox + 12}" y="${oy + 20}" font-size="13" font-weight="600">${esc(s.title)} (${esc(s.unit)})</text>`,
      `<line x1="${ox + pad.left}" y1="${oy + pad.top + h}" x2="${ox + pad.left + w}" y2="${oy + pad.top + h}" stroke="#999"/>`,
      `<line x1="${ox + pad.left}" y1="${oy + pad.top}" x2="${ox + pad.left}" y2="${oy + pad.top + h}" stroke="#999"/>`,
      `<text x="${ox + pad.left - 6}" y="${oy + pad.top + 4}" text-anchor="end" fill="#555">${fmt(max)}</text>`,
      `<text x="${ox + pad.left - 6}" y="${oy + pad.top + h}" text-anchor="end" fill="#555">0</text>`,
    );
    sizes.forEach((size, i) =>
      out.push(
        `<text x="${x(i)}" y="${oy + pad.top + h + 16}" text-anchor="middle" fill="#555">${size.toLocaleString('en')}</text>`,
      ),
    );
    if (s.target != null)
      out.push(
        `<line x1="${ox + pad.left}" y1="${y(s.target)}" x2="${ox + pad.left + w}" y2="${y(s.target)}" stroke="#c0392b" stroke-dasharray="5 4"/>`,
        `<text x="${ox + pad.left + w}" y="${y(s.target) - 4}" text-anchor="end" fill="#c0392b">target ${fmt(s.target)}</text>`,
      );
    const points = s.values.flatMap((v, i) => (v == null ? [] : [`${x(i)},${y(v)}`]));
    if (points.length > 1)
      out.push(`<polyline points="${points.join(' ')}" fill="none" stroke="#2463eb" stroke-width="2"/>`);
    s.values.forEach((v, i) => {
      if (v == null) return;
      out.push(
        `<circle cx="${x(i)}" cy="${y(v)}" r="3.5" fill="#2463eb"/>`,
        // the first and last labels lean inwards, clear of the axis label and the panel's edge
        `<text x="${x(i)}" y="${y(v) - 8}" text-anchor="${sizes.length > 1 && i === 0 ? 'start' : sizes.length > 1 && i === sizes.length - 1 ? 'end' : 'middle'}">${fmt(v)}</text>`,
      );
    });
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
}
