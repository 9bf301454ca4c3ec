const DAY_MS = 86_400_000;

/**
 * How a created-date range is read from the counters: whole UTC months, whole UTC days around
 * them, and at most two days the range cuts part-way (read ticket by ticket, since a counter
 * cannot be split). Days are `YYYY-MM-DD`, months `YYYY-MM`; ranges are inclusive.
 */
export interface RangePlan {
  partialDays: string[];
  dayRuns: [string, string][];
  months?: [string, string];
}

const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
const monthOf = (day: string) => day.slice(0, 7);
const addMonths = (month: string, count: number) => {
  const date = new Date(`${month}-01T00:00:00.000Z`);
  date.setUTCMonth(date.getUTCMonth() + count);
  return date.toISOString().slice(0, 7);
};

export function planRange(startIso: string, endIso: string): RangePlan {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  const plan: RangePlan = { partialDays: [], dayRuns: [] };
  if (!(end >= start)) return plan;
  const startDay = dayText(start);
  const endDay = dayText(end);
  const startsWhole = start === dayStart(startDay);
  const endsWhole = end >= dayStart(endDay) + DAY_MS - 1;
  if (startDay === endDay) {
    if (startsWhole && endsWhole) plan.dayRuns.push([startDay, startDay]);
    else plan.partialDays.push(startDay);
    return plan;
  }
  if (!startsWhole) plan.partialDays.push(startDay);
  if (!endsWhole) plan.partialDays.push(endDay);
  const firstFull = startsWhole ? startDay : dayText(dayStart(startDay) + DAY_MS);
  const lastFull = endsWhole ? endDay : dayText(dayStart(endDay) - DAY_MS);
  if (firstFull > lastFull) return plan;
  const firstMonth = firstFull.endsWith('-01') ? monthOf(firstFull) : addMonths(monthOf(firstFull), 1);
  const lastMonth = dayText(dayStart(lastFull) + DAY_MS).endsWith('-01')
    ? monthOf(lastFull)
    : addMonths(monthOf(lastFull), -1);
  if (firstMonth > lastMonth) {
    plan.dayRuns.push([firstFull, lastFull]);
    return plan;
  }
  plan.months = [firstMonth, lastMonth];
  const monthsStart = `${firstMonth}-01`;
  if (firstFull < monthsStart) plan.dayRuns.push([firstFull, dayText(dayStart(monthsStart) - DAY_MS)]);
  const afterMonths = `${addMonths(lastMonth, 1)}-01`;
  if (afterMonths <= lastFull) plan.dayRuns.push([afterMonths, lastFull]);
  return plan;
}
