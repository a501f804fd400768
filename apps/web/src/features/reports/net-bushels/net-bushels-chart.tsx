import { formatAmount } from '@portal/domain';
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { NetBushelsResponse } from '@portal/domain';

/** The monthly totals, contracted, harvested and delivered (loaded with this page only: React.lazy). */
export function NetBushelsChart({ report }: { report: NetBushelsResponse }) {
  const data = report.months.map((month, i) => ({
    month,
    Contracted: report.totals.contracted[i] ?? 0,
    Harvested: report.totals.harvested[i] ?? 0,
    Delivered: report.totals.delivered[i] ?? 0,
  }));
  return (
    <figure style={{ margin: 0 }} aria-label="Monthly totals, contracted, harvested and delivered">
      <BarChart
        h={260}
        data={data}
        dataKey="month"
        series={[
          { name: 'Contracted', color: 'blue.8' },
          { name: 'Harvested', color: 'orange.9' },
          { name: 'Delivered', color: 'green.8' },
        ]}
        withLegend
        tickLine="y"
        valueFormatter={(value) => formatAmount(value)}
      />
    </figure>
  );
}
