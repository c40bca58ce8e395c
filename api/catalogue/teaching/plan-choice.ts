import { ApiError } from "../../core/errors.ts";
import type { SearchCriteria } from "../search/criteria.ts";

/**
 * A teaching-plan search names a course, a discipline or a teacher (document 1 §5); a campus or
 * a library alone would list every plan's bibliography of that campus, which is not what the
 * tab is for.
 */
export function requirePlanChoice(criteria: SearchCriteria): void {
  const plan = criteria.plan;
  if (plan && plan.course === undefined && plan.discipline === undefined && plan.teacher === undefined) {
    throw new ApiError(400, "teaching_plan_choice_required", "errors.teaching_plan_choice_required");
  }
}
