import { FIELD_MESSAGES } from "~/domain/staff-accounts";
import type login from "../es/login";

const en = {
  title: "Admin Login",
  intro: "Staff access to the back-office.",
  email: "Email",
  password: "Password",
  submit: "Login",
  submitting: "Logging in...",
  codeTitle: "Two-factor sign-in",
  codeIntro: "Type the 6-digit code your authenticator app shows, or one of your backup codes.",
  code: "Code",
  verify: "Verify",
  checking: "Checking...",
  startAgain: "Start again with the password",
  backToShop: "Back to the shop",
  accessDenied: "Access denied. Admin privileges required.",
  tooMany: "Too many failed attempts. Please wait 15 minutes and try again.",
  wrongCode: "That code is not right. Codes change every 30 seconds: type the one the app shows now.",
  challengeGone: "The sign-in took too long or had too many wrong codes: enter your password again.",
  usedCode: "That code was used already: wait for the next one the app shows.",
  failed: "Failed to login",
  wrongPassword: "Invalid email or password",
  deactivated: "This account is deactivated. Ask an admin to reactivate it.",
  loggedIn: "Logged in successfully",
  mustChangePassword: "Choose a new password to go on",
  twoFactorRequired: "The shop requires two-factor sign-in: turn it on to go on",
  emailRequired: "Email is required",
  emailInvalid: "Enter a valid email address",
  passwordRequired: "Password is required",
  passwordTooLong: "Password is too long",
  fields: FIELD_MESSAGES,
} satisfies typeof login;

export default en;
