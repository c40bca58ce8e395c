/**
 * The demo's personal data (decision 026): invented addresses, documents and contacts
 * for the demo patrons (no real person: the CPFs are made up, with valid check digits so that
 * editing works as with real ones), and a patron whose registration
 * must be renewed, so the renewal prompt can be tried (login renovacao, password renovacao). The
 * departments are the teaching plans' (api/operations/demo/teaching-plans.ts).
 */
import type { Queryable } from "../../core/db/db.ts";

export const RENEWAL_PATRON_LOGIN = "renovacao";

const PERSONAL: Record<string, Record<string, string | boolean | null>> = {
  demo: {
    street: "Rua das Bibliotecas, 100",
    complement: "Apto 12",
    neighbourhood: "Centro",
    city: "Florianópolis",
    zip: "88010-000",
    phone: "(48) 3000-1001",
    id_document: "1.234.567",
    tax_id: "52998224725",
    nationality: "Brasileira",
    gender: "Feminino",
    birth_date: "1995-03-14",
    education: "Superior incompleto",
    profession: "Estudante",
    marital_status: "Solteira",
    receive_email: true,
  },
  professor: {
    street: "Avenida dos Livros, 2000",
    complement: null,
    neighbourhood: "Trindade",
    city: "Florianópolis",
    zip: "88040-900",
    phone: "(48) 3000-1002",
    id_document: "2.345.678",
    tax_id: "16899535009",
    nationality: "Brasileira",
    gender: "Masculino",
    birth_date: "1970-08-02",
    education: "Doutorado",
    profession: "Professor",
    marital_status: "Casado",
    receive_email: true,
  },
  norte: {
    street: "Rua do Norte, 5",
    neighbourhood: "Ingleses",
    city: "Florianópolis",
    zip: "88058-000",
    phone: "(48) 99999-1003",
    nationality: "Brasileira",
    receive_email: false,
  },
  renovacao: {
    street: "Rua da Renovação, 20",
    neighbourhood: "Estreito",
    city: "São José",
    zip: "88100-000",
    phone: "(48) 3000-1020",
    id_document: "3.456.789",
    tax_id: "11144477735",
    nationality: "Brasileira",
    birth_date: "1988-11-30",
    education: "Ensino médio",
    profession: "Técnico administrativo",
    marital_status: "Casado",
    receive_email: true,
  },
  // multa pays by GRU, which names its payer by CPF; norte, who owes a late fine too, has none,
  // so the debts page tells her to contact the library (decision 065).
  multa: { tax_id: "74185296355" },
};

/** The fields the demo lets patrons edit: address, phone, e-mail and its flag, profile; not the documents. */
export const DEMO_EDITABLE_FIELDS =
  "endereco,complemento,bairro,cidade,cep,email,telefone,recebe_email,escolaridade,profissao,estado_civil";

export async function seedPersonalData(db: Queryable): Promise<void> {
  const columns = [
    "street",
    "complement",
    "neighbourhood",
    "city",
    "zip",
    "phone",
    "id_document",
    "tax_id",
    "nationality",
    "gender",
    "birth_date",
    "education",
    "profession",
    "marital_status",
    "receive_email",
  ];
  for (const [login, data] of Object.entries(PERSONAL)) {
    const present = columns.filter((c) => c in data);
    await db.query(`UPDATE patron SET ${present.map((c, i) => `${c} = $${i + 2}`).join(", ")} WHERE login = $1`, [
      login,
      ...present.map((c) => data[c]),
    ]);
  }
  await db.query(`UPDATE patron SET renew_registration = true WHERE login = $1`, [RENEWAL_PATRON_LOGIN]);
}
