/**
 * The teacher's teaching plans (/meupergamum/planos-ensino).
 */
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { ScrollTable } from "../../ui/scroll-table.tsx";
import type { teachingPlansLoader } from "./teaching-plans-page.server.ts";

export function TeachingPlansPage() {
  const { plans, bibliography, refusal } = useLoaderData<typeof teachingPlansLoader>();
  const { t } = useTranslation();
  if (!plans) {
    return (
      <div className="page account services">
        <h1>{t("services.teachingPlans.title")}</h1>
        <p role="alert">{refusal}</p>
      </div>
    );
  }
  return (
    <div className="page account services">
      <h1>{t("services.teachingPlans.title")}</h1>
      <p>{t("services.teachingPlans.intro")}</p>
      {plans.planos.length === 0 ? (
        <p>{t("services.teachingPlans.empty")}</p>
      ) : (
        <ScrollTable labelledBy="plans-caption">
          <table className="table">
            <caption id="plans-caption">{t("services.teachingPlans.caption", { count: plans.planos.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("services.teachingPlans.columns.discipline")}</th>
                <th scope="col">{t("services.teachingPlans.columns.course")}</th>
                <th scope="col">{t("services.teachingPlans.columns.term")}</th>
                <th scope="col">{t("services.teachingPlans.columns.period")}</th>
                <th scope="col">{t("services.teachingPlans.columns.vacancies")}</th>
                <th scope="col">{t("services.teachingPlans.columns.campus")}</th>
                <th scope="col">{t("services.teachingPlans.columns.titles")}</th>
                <th scope="col">{t("services.teachingPlans.columns.bibliography")}</th>
              </tr>
            </thead>
            <tbody>
              {plans.planos.map((plan) => (
                <tr key={plan.cod_plano}>
                  <th scope="row">{plan.nome_disciplina}</th>
                  <td>{plan.nome_curso}</td>
                  <td>{t("services.teachingPlans.term", { year: plan.ano, semester: plan.semestre })}</td>
                  <td>{t("services.teachingPlans.periodValue", { period: plan.periodo })}</td>
                  <td>{plan.vagas ?? t("services.teachingPlans.noVacancies")}</td>
                  <td>{plan.nome_campus}</td>
                  <td>{plan.titulos}</td>
                  <td>
                    <Link
                      to={`?plano=${plan.cod_plano}#bibliografia`}
                      aria-current={bibliography?.plano.cod_plano === plan.cod_plano ? "true" : undefined}
                    >
                      {t("services.teachingPlans.show")}
                      <span className="visually-hidden">
                        {": "}
                        {plan.nome_disciplina} ({plan.nome_curso})
                      </span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
      {bibliography ? (
        <section id="bibliografia" aria-labelledby="bibliography-title">
          <h2 id="bibliography-title">
            {t("services.teachingPlans.bibliographyTitle", { discipline: bibliography.plano.nome_disciplina })} –{" "}
            {bibliography.plano.nome_curso}
          </h2>
          {bibliography.bibliografia.length === 0 ? (
            <p>{t("services.teachingPlans.bibliographyEmpty")}</p>
          ) : (
            <ScrollTable labelledBy="bibliography-caption">
              <table className="table">
                <caption id="bibliography-caption">
                  {t("services.teachingPlans.bibliographyCaption", { count: bibliography.bibliografia.length })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t("services.permanentBasket.columns.title")}</th>
                    <th scope="col">{t("services.teachingPlans.kind")}</th>
                    {plans.bibliotecas.map((library) => (
                      <th scope="col" key={library.cod_biblioteca}>
                        {library.desc_biblioteca}
                      </th>
                    ))}
                    <th scope="col">{t("services.teachingPlans.total")}</th>
                  </tr>
                </thead>
                <tbody>
                  {bibliography.bibliografia.map((entry) => (
                    <tr key={entry.cod_acervo}>
                      <th scope="row">
                        <Link to={`/acervo/${entry.cod_acervo}`}>{entry.titulo}</Link>
                        {entry.autor ? <span className="plan-author"> – {entry.autor}</span> : null}
                      </th>
                      <td>{t(`services.teachingPlans.${entry.tipo}`)}</td>
                      {plans.bibliotecas.map((library) => {
                        const held = entry.bibliotecas.find((b) => b.cod_biblioteca === library.cod_biblioteca);
                        return (
                          <td key={library.cod_biblioteca}>
                            {held
                              ? t("services.teachingPlans.copies", {
                                  copies: held.exemplares,
                                  available: held.disponiveis,
                                })
                              : "0"}
                          </td>
                        );
                      })}
                      <td>{entry.total_exemplares}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
          )}
        </section>
      ) : null}
    </div>
  );
}
