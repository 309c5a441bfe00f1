import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { nice, ticks } from 'd3-array';
import { useEffect, useId, useRef, useState } from 'react';

export type BarSeries = { label: string; color: string; values: number[]; texts: string[] };

const AXIS_WIDTH = 80;
const LABEL_HEIGHT = 28;
const LEGEND_HEIGHT = 32;
const TOP = 8;

/** The width its box has now, following it as the window or the layout changes. */
const useWidth = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
};

/**
 * Grouped bars: one group per category, one bar per series, a y axis with round ticks (d3-array) and a
 * legend. Each bar names its figure (a tooltip on hover); a hidden table gives the same figures to screen
 * readers. Drawn as plain SVG so the dashboard does not load a charting library.
 */
export const BarChart = ({
  title,
  categories,
  series,
  height,
  tickText,
}: {
  title: string;
  categories: string[];
  series: BarSeries[];
  height: number;
  tickText: (value: number) => string;
}) => {
  const { ref, width } = useWidth();
  const titleId = useId();
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const [, top] = nice(0, max || 1, 5);
  const yTicks = ticks(0, top, 5);
  const plotTop = LEGEND_HEIGHT + TOP;
  const plotHeight = Math.max(0, height - plotTop - LABEL_HEIGHT);
  const y = (v: number) => plotTop + plotHeight - (top > 0 ? (v / top) * plotHeight : 0);
  const plotWidth = Math.max(0, width - AXIS_WIDTH - 8);
  const band = categories.length > 0 ? plotWidth / categories.length : 0;
  const groupPad = band * 0.2;
  const barWidth = series.length > 0 ? (band - 2 * groupPad) / series.length : 0;

  return (
    <Box ref={ref} sx={{ width: '100%', height }}>
      {width > 0 && (
        <svg width={width} height={height} role="img" aria-labelledby={titleId}>
          <title id={titleId}>{title}</title>
          <g aria-hidden="true" fontSize={12} fontFamily="inherit">
            {series.map((s, i) => (
              <g key={s.label} transform={`translate(${AXIS_WIDTH + i * 120}, ${TOP})`}>
                <rect width={12} height={12} y={2} rx={2} fill={s.color} />
                <text x={18} y={12} fill="currentColor">
                  {s.label}
                </text>
              </g>
            ))}
            {yTicks.map((v) => (
              <g key={v}>
                <line
                  x1={AXIS_WIDTH}
                  x2={AXIS_WIDTH + plotWidth}
                  y1={y(v)}
                  y2={y(v)}
                  stroke="currentColor"
                  strokeOpacity={0.12}
                />
                <text
                  x={AXIS_WIDTH - 8}
                  y={y(v)}
                  dy="0.32em"
                  textAnchor="end"
                  fill="currentColor"
                  opacity={0.7}
                >
                  {tickText(v)}
                </text>
              </g>
            ))}
            {categories.map((c, ci) => (
              <g key={c}>
                <text
                  x={AXIS_WIDTH + ci * band + band / 2}
                  y={plotTop + plotHeight + 18}
                  textAnchor="middle"
                  fill="currentColor"
                  opacity={0.7}
                >
                  {c}
                </text>
                {series.map((s, si) => {
                  const v = s.values[ci] ?? 0;
                  const barTop = y(v);
                  return (
                    <rect
                      key={s.label}
                      data-bar=""
                      x={AXIS_WIDTH + ci * band + groupPad + si * barWidth + 2}
                      y={barTop}
                      width={Math.max(0, barWidth - 4)}
                      height={Math.max(0, plotTop + plotHeight - barTop)}
                      rx={2}
                      fill={s.color}
                    >
                      <title>{`${s.label} · ${c}: ${s.texts[ci] ?? ''}`}</title>
                    </rect>
                  );
                })}
              </g>
            ))}
          </g>
        </svg>
      )}
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <td />
            {series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((c, ci) => (
            <tr key={c}>
              <th scope="row">{c}</th>
              {series.map((s) => (
                <td key={s.label}>{s.texts[ci]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
};
