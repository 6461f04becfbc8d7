// The dashboard's two charts. Recharts lives only here, and this module is loaded with
// React.lazy from the dashboard route, so the library never reaches another page's bundle.
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ConditionSlice, RimBar } from "~/domain/dashboard-stats";
import type { TyreCondition } from "~/domain/tyre";
import { messages } from "~/i18n/messages";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { staffFormats } from "~/lib/shop-clock";

const COLORS: Record<TyreCondition, string> = { new: "#1e40af", "part-worn": "#d97706" };

export default function DashboardCharts({ byCondition, byRim }: { byCondition: ConditionSlice[]; byRim: RimBar[] }) {
  const t = useStaffText().dashboard.charts;
  const locale = useStaffLocale();
  const conditions = messages(locale).condition;
  const tyres = (v: unknown) => [t.tyres(typeof v === "number" ? staffFormats(locale).number.format(v) : String(v)), t.quantity];
  const pieData = byCondition.map((s) => ({ name: conditions[s.condition], value: s.quantity, share: s.percent, condition: s.condition }));
  return (
    <>
      <ChartCard title={t.byCondition}>
        {pieData.length === 0 ? (
          <Empty />
        ) : (
          <ResponsiveContainer width="100%" height={280}>
            <PieChart>
              <Pie
                data={pieData}
                dataKey="value"
                nameKey="name"
                cx="50%"
                cy="50%"
                outerRadius={90}
                isAnimationActive={false}
                // eslint-disable-next-line @typescript-eslint/no-explicit-any
                label={(p: any) => `${p.payload.name} ${p.payload.share}%`}
              >
                {pieData.map((d) => (
                  <Cell key={d.condition} fill={COLORS[d.condition]} />
                ))}
              </Pie>
              <Tooltip formatter={tyres} />
              <Legend />
            </PieChart>
          </ResponsiveContainer>
        )}
      </ChartCard>
      <ChartCard title={t.byRim}>
        {byRim.length === 0 ? (
          <Empty />
        ) : (
          <ResponsiveContainer width="100%" height={280}>
            <BarChart data={byRim} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" />
              <YAxis allowDecimals={false} />
              <Tooltip formatter={tyres} />
              <Bar dataKey="quantity" name={t.quantity} fill="#1e40af" radius={[4, 4, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        )}
      </ChartCard>
    </>
  );
}

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={title}>
      <h2 className="mb-2 font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Empty() {
  const t = useStaffText().dashboard.charts;
  return <p className="flex h-[280px] items-center justify-center text-sm text-slate-500">{t.empty}</p>;
}
