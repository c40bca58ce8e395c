/** The part of @mrmgomes/boleto-utils (which ships no types) the payment slip's tests use. */
declare module "@mrmgomes/boleto-utils" {
  export interface BoletoCheck {
    sucesso: boolean;
    mensagem: string;
    tipoCodigoInput: "CODIGO_DE_BARRAS" | "LINHA_DIGITAVEL";
    tipoBoleto: string;
    codigoBarras: string;
    linhaDigitavel: string;
    valor: number;
  }
  export function validarBoleto(codigo: string): BoletoCheck;
}
