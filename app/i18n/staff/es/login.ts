// The sign-in pages (/login and its two-factor step) and their answers.
import type { FieldMessages } from "~/domain/staff-accounts";

const fields: FieldMessages = {
  choosePassword: "Elige una contraseña",
  passwordTooShort: (min: number) => `La contraseña necesita al menos ${min} caracteres`,
  passwordTooLong: (max: number) => `La contraseña puede tener como mucho ${max} caracteres`,
  enterPassword: "Escribe tu contraseña",
  passwordMaxed: "La contraseña es demasiado larga",
  enterTotp: "Escribe el código de 6 cifras",
  totpFormat: "Escribe el código de 6 cifras de la aplicación",
  enterCode: "Escribe el código",
  notACode: "Eso no es un código",
  codeFormat: "Escribe el código de 6 cifras o un código de recuperación",
};

const login = {
  title: "Acceso de administración",
  intro: "Acceso del personal a la gestión de la tienda.",
  email: "Correo electrónico",
  password: "Contraseña",
  submit: "Entrar",
  submitting: "Entrando...",
  codeTitle: "Acceso en dos pasos",
  codeIntro: "Escribe el código de 6 cifras que muestra tu aplicación de autenticación, o uno de tus códigos de recuperación.",
  code: "Código",
  verify: "Comprobar",
  checking: "Comprobando...",
  startAgain: "Volver a empezar con la contraseña",
  backToShop: "Volver a la tienda",
  // Answers
  accessDenied: "Acceso denegado. Se necesitan permisos de administrador.",
  tooMany: "Demasiados intentos fallidos. Espera 15 minutos e inténtalo de nuevo.",
  wrongCode: "Ese código no es correcto. Los códigos cambian cada 30 segundos: escribe el que muestra ahora la aplicación.",
  challengeGone: "El acceso ha tardado demasiado o ha tenido demasiados códigos erróneos: escribe de nuevo tu contraseña.",
  usedCode: "Ese código ya se ha usado: espera al siguiente que muestre la aplicación.",
  failed: "No se ha podido entrar",
  wrongPassword: "Correo electrónico o contraseña incorrectos",
  deactivated: "Esta cuenta está desactivada. Pide a un administrador que la reactive.",
  loggedIn: "Has entrado correctamente",
  mustChangePassword: "Elige una contraseña nueva para seguir",
  twoFactorRequired: "La tienda exige el acceso en dos pasos: actívalo para seguir",
  emailRequired: "El correo electrónico es obligatorio",
  emailInvalid: "Escribe un correo electrónico válido",
  passwordRequired: "La contraseña es obligatoria",
  passwordTooLong: "La contraseña es demasiado larga",
  fields,
};

export default login;
